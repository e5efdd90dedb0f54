// The checks of a staff sign-in whose cost an answer's timing could show: the password's scrypt, a
// recovery code's scrypt and an authenticator code's HMAC. One object, so that every sign-in calls them
// through it and a test can count the calls (issue 30: the same work whatever is wrong, asserted as
// the same calls rather than by timing).
import { verifyAccessCode } from '../../platform/security/tokens';
import { verifyPassword } from './password';
import { totpStep } from './totp';

export const slowChecks = {
  password: verifyPassword,
  recoveryCode: verifyAccessCode,
  totp: totpStep,
};
