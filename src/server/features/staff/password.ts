// Staff passwords: chosen by people, so a slower scrypt than the random upload codes (src/server/platform/security/tokens.ts
// keeps the one stored form). N = 2^15 (32 MiB): a dictionary run over a stolen table costs ≈ 8× a code's.
import { scryptHash, scryptVerify } from '../../platform/security/tokens';

const PASSWORD_COST_LOG2 = 15;

/** The same text whichever way the keyboard composed it. */
const normalize = (password: string) => password.normalize('NFC');

export const hashPassword = (password: string): Promise<string> => scryptHash(normalize(password), PASSWORD_COST_LOG2);

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
