// Authenticator codes (RFC 6238 via otplib 13): SHA-1, 6 digits, 30-second steps, the authenticator
// apps' defaults. A code of the step before or after is accepted (clock drift), and a step once used is
// never accepted again (the account keeps the last one: totp_last_step). The QR code is drawn here
// (qrcode, SVG): the secret never goes to a third party.
import { generateSecret, generateURI, verify } from 'otplib';
import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/index';

const STEP_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// URI the authenticator app reads; the issuer is the site's title plus 後台. */
export function totpUri(config: Config, email: string, secret: string): string {
  return generateURI({ issuer: `${config.programme.siteTitle} 後台`, label: email, secret });
}

export async function qrSvg(uri: string): Promise<string> {
  // Loaded on the first enrolment, not at start (issue 16, footprint).
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** What people type: spaces do not matter. */
export const normalizeTotpCode = (code: string) => code.replace(/\s/g, '');
export const looksLikeTotpCode = (code: string) => /^\d{6}$/.test(normalizeTotpCode(code));

/**
 * The time step the code belongs to, or null when it matches none of now ± one step, or only a step at
 * or before `afterStep` (already used). The caller records the step (see recordTotpStep).
 */
export async function totpStep(secret: string, code: string, afterStep?: number | null): Promise<number | null> {
  const token = normalizeTotpCode(code);
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epochTolerance: STEP_SECONDS,
    ...(afterStep === null || afterStep === undefined ? {} : { afterTimeStep: afterStep }),
  });
  // (otplib's verify answers HOTP's result type too; a TOTP one carries the step.)
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Records `step` as the account's last used one, only if it is newer: of two requests with one code, one
 * wins (true), the other finds it taken (false). A code is never accepted twice.
 */
export async function recordTotpStep(db: Database, accountUid: string, step: number): Promise<boolean> {
  const recorded = await db
    .updateTable('staff_account')
    .set({ totp_last_step: step })
    .where('uid', '=', accountUid)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return recorded.numUpdatedRows > 0n;
}
