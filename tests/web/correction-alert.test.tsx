// @vitest-environment jsdom
// The correction request above the upload stepper (DESIGN.md section 11): the reviewer's words and the
// deadline in Taipei time with the ROC year, as an alert named by its title; nothing without a request.
import { TAIPEI_SUFFIX } from '../../src/shared/taipei-time';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CorrectionAlert } from '../../src/web/pages/upload/workflow/correction-alert';

afterEach(cleanup);

const renderAlert = (request: Parameters<typeof CorrectionAlert>[0]['request']) =>
  render(
    <MantineProvider>
      <CorrectionAlert request={request} />
    </MantineProvider>,
  );

describe('correction alert', () => {
  it('shows the reason and the deadline, named 審查意見：請補正以下內容', () => {
    renderAlert({ reason: '請補上 113 年度的觀光活動照片說明。\n並更新事蹟描述。', deadline: '2026-11-20T15:59:00.000Z' });
    const alert = screen.getByRole('alert', { name: '審查意見：請補正以下內容' });
    expect(within(alert).getByText(/請補上 113 年度的觀光活動照片說明。/)).toBeTruthy();
    expect(alert.textContent).toContain('並更新事蹟描述。');
    const time = alert.querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe('2026-11-20T15:59:00.000Z');
    expect(alert.textContent).toContain(`補正期限：115 年 11 月 20 日（星期五）23:59${TAIPEI_SUFFIX}`);
  });

  it('shows nothing without a correction request', () => {
    renderAlert(null);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
