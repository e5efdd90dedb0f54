// The privacy policy (issue 32) lists the cookies the site sets and says they are HttpOnly and
// SameSite=Strict: this holds the page's list (src/shared/privacy-policy.ts) to what the server really
// sends, for a visitor, a registrant signing in and renewing, and a staff member signing in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIES } from '../../src/shared/privacy-policy';
import { createRegistrant, signIn } from '../helpers/registrant';
import { createStaff, staffSignIn } from '../helpers/staff';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('the cookies the privacy policy lists', () => {
  it('are exactly the ones the server sets, each HttpOnly and SameSite=Strict', async () => {
    const lines: string[] = [];
    const visitor = server.client();
    for (const path of ['/', '/api/settings/v1/public', '/api/captcha/v1/challenge']) lines.push(...(await visitor.get(path)).headers.getSetCookie());

    const registrant = server.client();
    lines.push(...(await signIn(registrant, await createRegistrant(server.app))).headers.getSetCookie());
    lines.push(...(await registrant.post('/api/auth/v1/token')).headers.getSetCookie());

    const staff = server.client();
    const signedIn = await staffSignIn(staff, await createStaff(server, 'admin'));
    expect(signedIn.status).toBe(200);
    lines.push(...signedIn.headers.getSetCookie());

    const names = new Set(lines.map((l) => l.split('=')[0]!.trim()));
    expect([...names].sort()).toEqual(COOKIES.map((c) => c.name).sort());
    for (const line of lines) {
      expect(line, line).toMatch(/;\s*HttpOnly/i);
      expect(line, line).toMatch(/;\s*SameSite=Strict/i);
    }
  });
});
