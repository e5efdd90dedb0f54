// @vitest-environment jsdom
// The upload page decides nothing about editability itself: it reads the server's `editable` flag.
// An in-progress registration after the upload deadline (registration still open, uploads closed):
// the button beside the stepper reads "檢視報名表" and the stepper is read-only, both from that flag.
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { renderSite, routeApiTo } from '../helpers/site';
import { registerAndSignIn, shareCookies, type UserInfo } from './upload-session';

const HOUR = 3600 * 1000;
let server: ServerProcess;
let user: UserInfo;
beforeAll(async () => {
  const now = Date.now();
  server = await startServerProcess(
    {},
    {
      REGISTRATION_OPENS_AT: new Date(now - 48 * HOUR).toISOString(),
      REGISTRATION_CLOSES_AT: new Date(now + 48 * HOUR).toISOString(),
      UPLOAD_CLOSES_AT: new Date(now - HOUR).toISOString(),
    },
  );
  routeApiTo(server.url);
  const client = server.client();
  user = await registerAndSignIn(client);
  shareCookies(client);
});
afterAll(async () => server?.close());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the upload page after the upload deadline', () => {
  it("reads the server's flag: the button says 檢視報名表 and the stepper is read-only", async () => {
    expect(user).toMatchObject({ registrationStatus: 'in_progress', editable: false });
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('userInfo', JSON.stringify(user));
    localStorage.setItem('loginTime', String(Date.now()));
    await renderSite('/pages/register/upload');
    const section = await screen.findByRole('region', { name: '觀光優良事蹟' }, { timeout: 15_000 });
    expect(screen.getByRole('link', { name: '檢視報名表' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '編輯報名表' })).toBeNull();
    expect(within(screen.getByRole('navigation', { name: '上傳步驟' })).getAllByRole('button')).toHaveLength(4);
    expect(within(section).queryByRole('button', { name: '新增' })).toBeNull();
    // Nothing is left to upload: no countdown to a deadline.
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
