// The security check renews a solved token before the server's challenge expires (SPEC.md section 4:
// 4.5 minutes of the default 5), read from the token the server signed: changing ALTCHA_EXPIRES_SECONDS
// changes when the page renews, with no second number in the page (REVIEW.md R16).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { altchaRenewalDelay } from '../../src/web/captcha/security-check-text';
import { solveCaptcha } from '../helpers/captcha';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ALTCHA_EXPIRES_SECONDS: '60' });
});
afterAll(async () => server?.close());

describe('renewing a solved security token', () => {
  it("follows the server's challenge lifetime: 90 % of 60 s", async () => {
    const token = await solveCaptcha(server.client());
    const delay = altchaRenewalDelay(token);
    expect(delay).toBeGreaterThan(50_000);
    expect(delay).toBeLessThanOrEqual(54_000);
  });

  it('is 4.5 minutes for the default 5-minute challenge, and soon for a token it cannot read', () => {
    const now = Date.UTC(2026, 0, 1);
    const token = btoa(JSON.stringify({ challenge: { parameters: { expiresAt: now / 1000 + 300 } }, solution: {} }));
    expect(altchaRenewalDelay(token, now)).toBe(270_000);
    expect(altchaRenewalDelay('not a token', now)).toBe(1000);
  });
});
