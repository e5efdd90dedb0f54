// The security check (`cfToken` in payloads keeps SPEC.md's name). ALTCHA proof-of-work by default,
// self-hosted with nothing fetched from outside; Cloudflare Turnstile when configured. Tokens are
// verified on the server and are single-use (remembered in the database until they expire).
import type { Expression, QueryCreator, SqlBool } from 'kysely';
import type { Config } from '../config/config';
import type { Database } from '../db/index';
import { sql } from '../db/kysely-runtime';
import type { DB } from '../db/schema';
import { createAltcha } from './altcha';
import { createTurnstile } from './turnstile';

export type CaptchaFailure = 'invalid' | 'expired' | 'reused';
export type CaptchaResult = { ok: true } | { ok: false; reason: CaptchaFailure };
/** What using a checked token writes: its signature, remembered until it expires. */
export interface TokenUse {
  signature: string;
  expiresAt: Date;
}
export type CaptchaCheck = { ok: true; use: TokenUse } | { ok: false; reason: Exclude<CaptchaFailure, 'reused'> };

/** A provider: its widget's challenge, and the check of a token (signature, solution, expiry) that uses nothing up. */
export interface CaptchaProvider {
  readonly provider: 'altcha' | 'turnstile';
  /** A challenge for the widget (ALTCHA); Turnstile's widget needs none. */
  challenge(): Promise<Record<string, unknown>>;
  check(token: string, remoteIp?: string): Promise<CaptchaCheck>;
}

export interface Captcha extends CaptchaProvider {
  /** Checks a token and uses it up: a second use answers 'reused'. */
  verify(token: string, remoteIp?: string): Promise<CaptchaResult>;
}

export async function createCaptcha(config: Config, db: Database): Promise<Captcha> {
  const provider = config.captcha.provider === 'turnstile' ? createTurnstile(config) : await createAltcha(config, db);
  return {
    ...provider,
    async verify(token, remoteIp) {
      const checked = await provider.check(token, remoteIp);
      if (!checked.ok) return checked;
      return (await markUsed(db, checked.use)) ? { ok: true } : { ok: false, reason: 'reused' };
    },
  };
}

/** How often expired entries are pruned: a statement per check was a tenth of a sign-in's in a surge. */
const PRUNE_EVERY_MS = 60_000;
let nextPruneAt = 0;

/** Forgets expired tokens, at most once a minute (their signatures can never verify again). */
export async function pruneUsedTokens(db: Database): Promise<void> {
  if (Date.now() < nextPruneAt) return;
  nextPruneAt = Date.now() + PRUNE_EVERY_MS;
  await db.deleteFrom('captcha_used').where('expires_at', '<', new Date()).execute();
}

/**
 * The statement that uses a token up, for a statement that does more at once (a sign-in's first):
 * it returns the signature when this use is the first, nothing when the token was used before.
 * `when` (SQL) lets the enclosing statement use the token only on a condition.
 */
export function useTokenQuery<T extends DB>(qc: QueryCreator<T>, use: TokenUse, when?: Expression<SqlBool>) {
  // Typed: a parameter in a select list would otherwise be text, not the column's type.
  const row = qc.selectNoFrom([sql<string>`${use.signature}::text`.as('signature'), sql<Date>`${use.expiresAt}::timestamptz`.as('expires_at')]);
  return qc
    .insertInto('captcha_used')
    .columns(['signature', 'expires_at'])
    .expression(when ? row.where(when) : row)
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature');
}

/** Records a token as used; false when it was used before. Expired entries are pruned now and then. */
export async function markUsed(db: Database, use: TokenUse): Promise<boolean> {
  await pruneUsedTokens(db);
  return Boolean(await useTokenQuery(db, use).executeTakeFirst());
}
