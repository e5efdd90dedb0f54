// The security-check widget for component tests. The ALTCHA widget needs Web Workers, which jsdom
// lacks: this stand-in solves the server's real challenge in Node (as tests/helpers/captcha.ts does)
// and hands the token to the form. Mock the widget with it, and point it at the test server:
//   vi.mock('../../src/web/captcha/security-check', () => import('../helpers/security-check-stand-in'));
//   securityCheckServer.url = server.url;
import { useState } from 'react';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { SecurityCheckProps } from '../../src/web/captcha/security-check';

/** The server whose challenge the stand-in solves (set it once the test server runs). */
export const securityCheckServer = { url: '' };

async function solve(): Promise<string> {
  const res = await fetch(`${securityCheckServer.url}/api/captcha/v1/challenge`);
  const challenge = ((await res.json()) as { data: Parameters<typeof solveChallenge>[0]['challenge'] }).data;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A checkbox "我不是機器人" that becomes "已驗證" once solved; `resetKey` clears it, as the widget does. */
export function SecurityCheck({ onToken, resetKey = 0, id }: SecurityCheckProps) {
  const [state, setState] = useState({ key: resetKey, verified: false });
  if (state.key !== resetKey) setState({ key: resetKey, verified: false });
  return (
    // The real widget's wrapper carries the id and takes focus (a form focuses it when unsolved).
    <div id={id} tabIndex={-1}>
      <label>
        <input
          type="checkbox"
          checked={state.verified}
          onChange={async () => {
            onToken(await solve());
            setState({ key: resetKey, verified: true });
          }}
        />
        {state.verified ? '已驗證' : '我不是機器人'}
      </label>
    </div>
  );
}
