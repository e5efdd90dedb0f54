/** The proof-of-work the security check asks for: the server makes its challenges with it and the
 * browser registers the one worker that solves it (ALTCHA's algorithm names). */
export const SECURITY_CHECK_ALGORITHM = 'PBKDF2/SHA-256';
