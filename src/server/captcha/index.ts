// The security check (`cfToken` in payloads keeps SPEC.md's name). ALTCHA proof-of-work by default,
// self-hosted with nothing fetched from outside; Cloudflare Turnstile when configured. Tokens are
// verified on the server and are single-use (remembered in the database until they expire).
import type { Config } from '../config';
import type { Database } from '../db/index';
import { createAltcha } from './altcha';
import { createTurnstile } from './turnstile';

export type CaptchaFailure = 'invalid' | 'expired' | 'reused';
export type CaptchaResult = { ok: true } | { ok: false; reason: CaptchaFailure };

export interface Captcha {
  readonly provider: 'altcha' | 'turnstile';
  /** A challenge for the widget (ALTCHA); Turnstile's widget needs none. */
  challenge(): Promise<Record<string, unknown>>;
  /** Verifies a token and marks it used. */
  verify(token: string, remoteIp?: string): Promise<CaptchaResult>;
}

export async function createCaptcha(config: Config, db: Database): Promise<Captcha> {
  return config.captcha.provider === 'turnstile' ? createTurnstile(config, db) : createAltcha(config, db);
}

/** How often expired entries are pruned: a statement per check was a tenth of a sign-in's in a surge. */
const PRUNE_EVERY_MS = 60_000;
let nextPruneAt = 0;

/** Records a token as used; false when it was used before. Expired entries are pruned now and then. */
export async function markUsed(db: Database, signature: string, expiresAt: Date): Promise<boolean> {
  if (Date.now() >= nextPruneAt) {
    nextPruneAt = Date.now() + PRUNE_EVERY_MS;
    await db.deleteFrom('captcha_used').where('expires_at', '<', new Date()).execute();
  }
  const inserted = await db
    .insertInto('captcha_used')
    .values({ signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return Boolean(inserted);
}
