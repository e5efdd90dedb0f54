// Staff passwords: chosen by people, so a slower scrypt than the random upload codes (src/server/platform/security/tokens.ts
// keeps the one stored form). N = 2^15 (32 MiB): a dictionary run over a stolen table costs ≈ 32× a code's per try.
// A new password must also not be guessable (issue 30, item 8): this file is the one home of that rule,
// applied wherever a staff password is set (enrolment by app or passkey, and the change on 我的帳號).
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { Config } from '../../platform/config/config';
import { badRequest } from '../../platform/http/api-error';
import { scryptHash, scryptVerify, type ScryptCost } from '../../platform/security/tokens';
import { staffMessages, type WeakPasswordReason } from './staff-messages';

/** One lane of 32 MiB: against a dictionary run on a GPU, the memory matters here (a code's is 64 KiB lanes). */
const PASSWORD_COST: ScryptCost = { log2N: 15, lanes: 1 };

/** The same text whichever way the keyboard composed it. */
const normalize = (password: string) => password.normalize('NFC');

export const hashPassword = (password: string): Promise<string> => scryptHash(normalize(password), PASSWORD_COST);

let dummy: Promise<string> | undefined;

/**
 * Whether `password` matches `stored`. Without a stored hash (unknown e-mail, not enrolled yet) it still
 * spends the time of a real check on a throwaway hash, so the answer's timing does not tell them apart.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('not-a-password-of-anyone');
    await scryptVerify(normalize(password), await dummy);
    return false;
  }
  return scryptVerify(normalize(password), stored);
}

/**
 * The lowest zxcvbn score (0-4) a new staff password needs. 3 is an estimated 10^8 guesses or more: far out
 * of reach online (sign-in allows 5 wrong passwords per 15 minutes), and with the scrypt above, months of
 * one GPU's work over a stolen table; 2 (10^6) falls to that in hours, and 4 (10^10) would refuse good
 * passphrases of three common words. The 12-character minimum stays in the schema (staff-common.schema.json).
 */
export const MIN_PASSWORD_SCORE = 3;

let scorer: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn with the packaged list of common and breached passwords (@zxcvbn-ts/language-common, checked
 * offline: a password never leaves the server). Its dictionaries (≈ 2 MB) are loaded once, on the first
 * password set, not at start: most processes never need them.
 */
function loadScorer(): Promise<ZxcvbnFactory> {
  scorer ??= (async () => {
    const [{ ZxcvbnFactory }, common] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]);
    return new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  })().catch((error: unknown) => {
    scorer = undefined;
    throw error;
  });
  return scorer;
}

const REASONS: Record<string, WeakPasswordReason> = {
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  pwned: 'common',
  similarToCommon: 'similarToCommon',
  simpleRepeat: 'repeat',
  extendedRepeat: 'repeat',
  sequences: 'sequence',
  straightRow: 'keyboard',
  keyPattern: 'keyboard',
  recentYears: 'dates',
  dates: 'dates',
  userInputs: 'personal',
  wordByItself: 'words',
  namesByThemselves: 'words',
  commonNames: 'words',
};

/**
 * Why `password` is too easy to guess (its most telling pattern), or null when it scores MIN_PASSWORD_SCORE
 * or more. `personal` are words of the account (e-mail, name) and of the site: a password made of them is guessable.
 */
export async function passwordWeakness(password: string, personal: string[]): Promise<WeakPasswordReason | null> {
  const words = personal.flatMap((p) => [p, ...p.toLowerCase().split(/[^\p{L}\p{N}]+/u)]).filter((w) => w.length >= 3);
  const result = (await loadScorer()).check(normalize(password), words);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  return REASONS[result.feedback.warning ?? ''] ?? 'guessable';
}

/** 400 on `field` with the reason and what to do, when `password` is too easy to guess. */
export async function requireStrongPassword(field: string, password: string, personal: string[]): Promise<void> {
  const weakness = await passwordWeakness(password, personal);
  if (weakness) throw badRequest([{ field, message: staffMessages.staffPasswordWeak(weakness) }]);
}

/** The words of an account and of the site that its password must not be made of. */
export const passwordContext = (config: Config, account: { email: string; display_name: string }) => [account.email, account.display_name, config.programme.siteTitle];
