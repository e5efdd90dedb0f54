// Solves the server's real security-check challenge, as the browser widget does.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { TestClient } from './test-client';

export async function solveCaptcha(client: TestClient): Promise<string> {
  const res = await client.get<{ data: Challenge }>('/api/captcha/v1/challenge');
  const challenge = res.body.data;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
