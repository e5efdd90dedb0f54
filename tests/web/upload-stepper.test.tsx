// @vitest-environment jsdom
// The rendered upload stepper's wiring: it shows the machine's steps, and its buttons and step list
// send the machine's events, whose effects reach the page's `effects`. The machine's paths themselves
// (every simple path, every transition, against SPEC.md's oracle) are walked headless in
// tests/machines/upload.test.ts. The steps are the real ones, their data from a real server for a
// real signed-in registrant; only the stepper's effects are test doubles.
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SubmissionCheck } from '../../machines/upload';
import type { UploadOverview } from '../../src/web/pages/upload/workflow/upload-api';
import { UploadStepper, type StepperEffects } from '../../src/web/pages/upload/workflow/upload-stepper';
import { CHECK_COMPLETE, TEST_TOKEN } from '../machines/upload-model';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { routeApiTo } from '../helpers/site';
import { registerAndSignIn, shareCookies, type UserInfo } from './upload-session';

let server: ServerProcess;
let user: UserInfo;
beforeAll(async () => {
  server = await startServerProcess();
  routeApiTo(server.url);
  const client = server.client();
  user = await registerAndSignIn(client);
  shareCookies(client);
});
afterAll(async () => server?.close());
afterEach(cleanup);

/** An overview with the server's check `check` (what the summary would list). */
function overviewFor(check: SubmissionCheck): UploadOverview {
  const { facts } = check;
  const many = <T,>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));
  const file = (name: string) => ({ uid: name, url: `/api/resources/v1/${name}`, originalFilename: name, fileSize: 1024, fileType: 'application/pdf', uploadTime: '2026-01-01T00:00:00Z' });
  return {
    check,
    achievements: many(facts.excellentAchievements, (i) => ({
      uid: `a${i}`,
      year: 113,
      month: 1,
      description: '事蹟',
      achievementCategoryResp: { slug: '{product}_tourism' },
      createdAt: '2026-01-01T00:00:00Z',
    })),
    pictures: many(facts.achievementPhotos, (i) => ({
      uid: `p${i}`,
      url: '',
      pictureDescription: `照片 ${i}`,
      orderIndex: i,
      pictureResourcesResp: file(`p${i}.jpg`),
      registrationUid: user.sub,
    })),
    recommendation: facts.recommendation
      ? {
          referralMethod: 'self_registration',
          recommendationResourcesUid: 'letter',
          recommendationNumber: null,
          recommendationSource: '觀光協會',
          recommendationResourcesResp: file('letter.pdf'),
        }
      : null,
    workplacePhotos: many(facts.workplacePhotos, (i) => ({ uid: `w${i}`, pictureResourcesResp: file(`w${i}.jpg`), pictureDescription: null, orderIndex: i, createdAt: '2026-01-01T00:00:00Z' })),
    certificate: facts.employmentProof ? file('proof.pdf') : null,
    video: null,
  };
}

/** Recording doubles of the stepper's effects; the required check and the submission wait for the test. */
function doubles() {
  let answerCheck: (o: UploadOverview | null) => void = () => {};
  let answerSubmit: (o: { ok: true; data: null } | { ok: false; message: string }) => void = () => {};
  const effects = {
    scrollToSteps: vi.fn(),
    notify: { unsaved: vi.fn(), submitFirst: vi.fn(), missing: vi.fn(), checkFailed: vi.fn(), submitted: vi.fn(), submitFailed: vi.fn() },
    checkRequired: vi.fn(() => new Promise<UploadOverview | null>((resolve) => (answerCheck = resolve))),
    submit: vi.fn(() => new Promise<{ ok: true; data: null } | { ok: false; message: string }>((resolve) => (answerSubmit = resolve))),
    submitted: vi.fn(),
    SecurityCheck: ({ onToken }) => (
      <button type="button" onClick={() => onToken(TEST_TOKEN)}>
        通過安全驗證（測試）
      </button>
    ),
  } satisfies StepperEffects;
  return { effects, answerCheck: (o: UploadOverview | null) => act(async () => answerCheck(o)), answerSubmit: (o: { ok: true; data: null }) => act(async () => answerSubmit(o)) };
}

function renderStepper(locked: boolean) {
  const double = doubles();
  render(
    <MantineProvider>
      <MemoryRouter>
        <UploadStepper user={{ ...user, editable: !locked }} locked={locked} effects={double.effects} onViewFiles={() => {}} />
      </MemoryRouter>
    </MantineProvider>,
  );
  return { ...double, ui: userEvent.setup() };
}

const stepButtons = () => within(screen.getByRole('navigation', { name: '上傳步驟' })).getAllByRole('button');
const currentStep = () => stepButtons().findIndex((b) => b.getAttribute('aria-current') === 'step') + 1;
const button = (name: string) => screen.queryByRole('button', { name });

describe('the rendered upload stepper', () => {
  it('lists the five steps while editable and moves with next and previous, scrolling to the steps', async () => {
    const { effects, ui } = renderStepper(false);
    expect(stepButtons()).toHaveLength(5);
    expect(currentStep()).toBe(1);
    expect(button('上一步')).toBeNull();
    await ui.click(button('下一步')!);
    await waitFor(() => expect(currentStep()).toBe(2));
    await ui.click(button('上一步')!);
    await waitFor(() => expect(currentStep()).toBe(1));
    expect(effects.scrollToSteps).toHaveBeenCalledTimes(2);
  });

  it('sends whether the step holds an unadded entry: a required step with one refuses to move', async () => {
    const { effects, ui } = renderStepper(false);
    await ui.type(await screen.findByRole('textbox', { name: /事蹟說明/ }), '未新增的內容');
    await ui.click(button('下一步')!);
    expect(effects.notify.unsaved).toHaveBeenCalledTimes(1);
    expect(effects.notify.unsaved).toHaveBeenCalledWith(['新增']);
    expect(currentStep()).toBe(1);
  });

  it('names the button that saves what is left: step 3 recommendation is saved by 「儲存推薦資料」, not 「新增」 (issue 29, item 13)', async () => {
    const { effects, ui } = renderStepper(false);
    await ui.click(stepButtons()[2]!);
    await waitFor(() => expect(currentStep()).toBe(3));
    await ui.type(await screen.findByRole('textbox', { name: /推薦單位/ }), '臺北市觀光協會');
    await ui.click(button('下一步')!);
    expect(effects.notify.unsaved).toHaveBeenCalledWith(['儲存推薦資料']);
    expect(currentStep()).toBe(3);
  });

  it('on the optional step 4, an unadded entry asks first; "continue anyway" leaves', async () => {
    const { effects, ui } = renderStepper(false);
    await ui.click(stepButtons()[3]!);
    await waitFor(() => expect(currentStep()).toBe(4));
    const [draft] = await screen.findAllByRole('textbox', { name: /事蹟說明/ });
    await ui.type(draft!, '未新增的內容');
    await ui.click(button('上一步')!);
    const prompt = await screen.findByRole('alertdialog');
    expect(currentStep()).toBe(4);
    await ui.click(within(prompt).getByRole('button', { name: '仍要繼續' }));
    await waitFor(() => expect(currentStep()).toBe(3));
    expect(effects.notify.unsaved).not.toHaveBeenCalled();
  });

  it('submits from step 4: reads the required set, sends the confirmed submission with the security token, then shows step 5', async () => {
    const { effects, answerCheck, answerSubmit, ui } = renderStepper(false);
    await ui.click(stepButtons()[3]!);
    await waitFor(() => expect(currentStep()).toBe(4));
    expect(button('下一步')).toBeNull();
    await ui.click(button('送出資料')!);
    expect(effects.checkRequired).toHaveBeenCalledWith(user.sub);
    await answerCheck(overviewFor(CHECK_COMPLETE));
    const dialog = within(screen.getByRole('dialog'));
    await ui.click(dialog.getByRole('button', { name: '通過安全驗證（測試）' }));
    await ui.click(dialog.getByRole('button', { name: '確定送出' }));
    expect(effects.submit).toHaveBeenCalledWith(user.sub, TEST_TOKEN);
    await answerSubmit({ ok: true, data: null });
    expect(await screen.findByText('恭喜您，完成報名！')).toBeInTheDocument();
    expect(effects.notify.submitted).toHaveBeenCalledTimes(1);
    expect(effects.submitted).toHaveBeenCalledTimes(1);
  });

  it('locked, lists four steps and offers no submission', async () => {
    const { ui } = renderStepper(true);
    expect(stepButtons()).toHaveLength(4);
    await ui.click(stepButtons()[3]!);
    await waitFor(() => expect(currentStep()).toBe(4));
    expect(button('送出資料')).toBeNull();
    expect(button('上一步')).not.toBeNull();
  });
});
