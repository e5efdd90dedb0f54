// Security tokens as the browser widget makes them: fetch the server's challenge, solve it.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export async function captchaToken(base) {
  const challenge = (await (await fetch(`${base}/api/captcha/v1/challenge`)).json()).data;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the security challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** `n` tokens solved ahead of time, a few at a time. */
export async function captchaTokens(base, n, parallel = 8) {
  const out = [];
  for (let i = 0; i < n; i += parallel) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(parallel, n - i) }, () => captchaToken(base)))));
  }
  return out;
}
