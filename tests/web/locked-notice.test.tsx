// @vitest-environment jsdom
// The locked view's notice (issue 29, item 1): a registration under review or decided still offers the
// receipt of its latest confirm, saying which confirm it is; one never confirmed offers none.
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/web/layout/user-menu';
import { LockedNotice } from '../../src/web/pages/upload/workflow/locked-notice';

afterEach(cleanup);

const user = (receipt: UserInfo['receipt']): UserInfo => ({
  sub: '1b2c3d4e-0000-4000-8000-000000000001',
  registrationNumber: 'G114-0001',
  registrationStatus: 'eligible',
  entityType: 'group',
  displayName: '示範觀光旅館',
  editable: false,
  correctionRequest: null,
  receipt,
});

const renderNotice = (info: UserInfo) =>
  render(
    <MantineProvider>
      <LockedNotice user={info} />
    </MantineProvider>,
  );

describe('locked notice', () => {
  it('offers the latest receipt after review, naming the second confirm', () => {
    renderNotice(user({ sequence: 2, submittedAt: '2026-03-12T05:31:00.000Z' }));
    expect(screen.getByText('報名資料已送出或已過上傳期限，以下內容僅供檢視。')).toBeTruthy();
    expect(screen.getByText('最近一次送出：115 年 3 月 12 日 13:31（第 2 次送出）')).toBeTruthy();
    expect(screen.getByRole('button', { name: '下載報名收據（PDF）' })).toBeTruthy();
  });

  it('offers no receipt when the registration was never confirmed (locked by the closed window)', () => {
    renderNotice(user(null));
    expect(screen.queryByRole('button', { name: '下載報名收據（PDF）' })).toBeNull();
  });
});
