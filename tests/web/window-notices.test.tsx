// @vitest-environment jsdom
// The register and upload pages outside the programme's windows, against real servers configured
// with those windows: before REGISTRATION_OPENS_AT they say when registration and uploads open
// (not "closed"); after the closing settings they name the configured closing dates. Neither shows
// its form.
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { renderSite, routeApiTo } from '../helpers/site';

vi.mock('../../src/web/captcha/security-check', () => import('../helpers/security-check-stand-in'));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

async function expectNotice(path: string, heading: string, notice: string) {
  await renderSite(path);
  expect(await screen.findByText(notice, {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  // No form: neither the group-type choice nor the login.
  expect(screen.queryByRole('button', { name: '團體組' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '登入' })).not.toBeInTheDocument();
}

describe('before the registration window opens', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess(
      {},
      { REGISTRATION_OPENS_AT: '2099-08-29T10:00:00+08:00', REGISTRATION_CLOSES_AT: '2099-10-09T23:59:59+08:00', UPLOAD_CLOSES_AT: '2099-10-15T23:59:59+08:00' },
    );
    routeApiTo(server.url);
  });
  afterAll(async () => server?.close());

  it('the register page says when registration opens', async () => {
    await expectNotice('/pages/register', '立即報名', '報名將於 188 年 8 月 29 日 10:00 開放，敬請期待。');
    expect(screen.queryByText(/截止/)).not.toBeInTheDocument();
  });

  it('the upload page says when uploads open', async () => {
    await expectNotice('/pages/register/upload', '上傳資料', '資料上傳將於 188 年 8 月 29 日 10:00 開放，敬請期待。');
  });
});

describe('after the windows closed', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess(
      {},
      { REGISTRATION_OPENS_AT: '2025-08-29T10:00:00+08:00', REGISTRATION_CLOSES_AT: '2025-10-09T23:59:59+08:00', UPLOAD_CLOSES_AT: '2025-10-15T23:59:59+08:00' },
    );
    routeApiTo(server.url);
  });
  afterAll(async () => server?.close());

  it('the register page names the configured closing date', async () => {
    await expectNotice('/pages/register', '立即報名', '報名已於 114 年 10 月 9 日截止，感謝您的參與。');
  });

  it('the upload page names the configured upload deadline', async () => {
    await expectNotice('/pages/register/upload', '上傳資料', '資料上傳已於 114 年 10 月 15 日截止，感謝您的參與。');
  });
});
