// The registration and upload windows: open from REGISTRATION_OPENS_AT to their closing settings
// (both ends included), and the notice names the configured date, before and after.
import { describe, expect, it } from 'vitest';
import { registrationWindow, registrationWindowMessage, uploadWindow, uploadWindowMessage } from '../../src/shared/window-messages';

const windows = {
  registrationOpensAt: '2025-08-29T10:00:00+08:00',
  registrationClosesAt: '2025-10-09T23:59:59+08:00',
  uploadClosesAt: '2025-10-15T23:59:59+08:00',
};

describe('programme windows', () => {
  it('are not yet open before REGISTRATION_OPENS_AT and say when they open', () => {
    const before = '2025-08-29T09:59:59+08:00';
    expect(registrationWindow(windows, before)).toBe('notYetOpen');
    expect(uploadWindow(windows, before)).toBe('notYetOpen');
    expect(registrationWindowMessage(windows, before)).toBe('報名將於 114 年 8 月 29 日 10:00 開放，敬請期待。');
    expect(uploadWindowMessage(windows, before)).toBe('資料上傳將於 114 年 8 月 29 日 10:00 開放，敬請期待。');
  });

  it('are open from the opening second to the closing second', () => {
    for (const at of ['2025-08-29T10:00:00+08:00', '2025-10-09T23:59:59+08:00']) expect(registrationWindow(windows, at)).toBe('open');
    expect(uploadWindow(windows, '2025-10-15T23:59:59+08:00')).toBe('open');
  });

  it('are closed after their own closing time and say when they closed', () => {
    const between = '2025-10-10T00:00:00+08:00';
    expect(registrationWindow(windows, between)).toBe('closed');
    expect(uploadWindow(windows, between)).toBe('open');
    expect(registrationWindowMessage(windows, between)).toBe('報名已於 114 年 10 月 9 日截止，感謝您的參與。');
    const after = '2025-10-16T00:00:00+08:00';
    expect(uploadWindow(windows, after)).toBe('closed');
    expect(uploadWindowMessage(windows, after)).toBe('資料上傳已於 114 年 10 月 15 日截止，感謝您的參與。');
  });

  it('follow other dates from the settings', () => {
    const other = { registrationOpensAt: '2026-03-01T09:00:00+08:00', registrationClosesAt: '2026-04-30T17:00:00+08:00', uploadClosesAt: '2026-05-06T17:00:00+08:00' };
    expect(registrationWindowMessage(other, '2026-02-01T00:00:00Z')).toBe('報名將於 115 年 3 月 1 日 09:00 開放，敬請期待。');
    expect(registrationWindowMessage(other, '2026-05-01T00:00:00Z')).toBe('報名已於 115 年 4 月 30 日截止，感謝您的參與。');
    expect(uploadWindowMessage(other, '2026-06-01T00:00:00Z')).toBe('資料上傳已於 115 年 5 月 6 日截止，感謝您的參與。');
  });
});
