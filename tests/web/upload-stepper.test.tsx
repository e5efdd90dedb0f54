// @vitest-environment jsdom
// The rendered upload stepper walked along the same model as the machine test (@xstate/graph):
// walks that take every transition (locked and unlocked) are clicked through with Testing Library.
// The steps are the real ones, their data from a real server for a real signed-in registrant; only
// the stepper's effects (toasts, scrolling, reading the required set, sending the submission, the
// security widget) are test doubles, so every transition's effects are compared with SPEC.md
// (upload-oracle.ts). The test fails when the machine gains a state or an event the walks miss.
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { currentStep, isAskingToLeave, visibleSteps, type SubmissionCheck, type UploadEvent, type UploadSnapshot } from '../../machines/upload';
import type { UploadOverview } from '../../src/web/pages/upload/workflow/upload-api';
import type { StepperEffects } from '../../src/web/pages/upload/workflow/upload-stepper';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { routeApiTo } from '../helpers/site';
import { expectedButtons, expectedEffects, type Effect, type Seen } from '../machines/upload-oracle';
import { activeStateIds, coveringWalks, machineEventTypes, machineStateIds, uploadModel, type UploadPath, type UploadTestModel } from '../machines/upload-model';
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

/** Doubles of the stepper's effects: they record what was asked and wait for the test's answers. */
function doubles() {
  const effects: Effect[] = [];
  let answerCheck: ((o: UploadOverview | null) => void) | null = null;
  let answerSubmit: ((o: { ok: true; data: null } | { ok: false; message: string }) => void) | null = null;
  const value: StepperEffects = {
    scrollToSteps: () => void effects.push({ name: 'scrollToSteps' }),
    notify: {
      unsaved: () => void effects.push({ name: 'warnUnsaved' }),
      submitFirst: () => void effects.push({ name: 'warnSubmitFirst' }),
      missing: (labels) => void effects.push({ name: 'warnMissing', labels }),
      checkFailed: () => void effects.push({ name: 'warnCheckFailed' }),
      submitted: () => void effects.push({ name: 'announceSubmitted' }),
      submitFailed: (message) => void effects.push({ name: 'warnSubmitFailed', message }),
    },
    checkRequired: () => {
      effects.push({ name: 'checkRequired' });
      return new Promise((resolve) => (answerCheck = resolve));
    },
    submit: (_uid, cfToken) => {
      effects.push({ name: 'submitRegistration', cfToken });
      return new Promise((resolve) => (answerSubmit = resolve));
    },
    submitted: () => {},
    SecurityCheck: ({ onToken }) => (
      <button type="button" onClick={() => onToken('test-security-token')}>
        通過安全驗證（測試）
      </button>
    ),
  };
  return {
    effects,
    value,
    answerCheck: (o: UploadOverview | null) => answerCheck!(o),
    answerSubmit: (o: { ok: true; data: null } | { ok: false; message: string }) => answerSubmit!(o),
  };
}

function seenOf(s: UploadSnapshot): Seen {
  return { step: currentStep(s), locked: s.context.locked, askingToLeave: isAskingToLeave(s), reviewing: s.hasTag('reviewing'), busy: s.hasTag('busy') };
}

const stepsNav = () => screen.getByRole('navigation', { name: '上傳步驟' });
/** The field of each step that takes an unadded entry. */
const DRAFT_FIELD: Record<number, () => HTMLElement> = {
  1: () => screen.getByRole('textbox', { name: /事蹟說明/ }),
  2: () => screen.getByRole('textbox', { name: /照片說明/ }),
  3: () => screen.getByRole('textbox', { name: /推薦來源單位/ }),
  4: () => screen.getAllByRole('textbox', { name: /事蹟說明/ })[0]!,
};
const REVIEW_CHANGE: Record<number, string> = { 1: '修改觀光優良事蹟', 2: '修改觀光活動照片', 3: '修改推薦資料' };

async function walk(model: UploadTestModel, path: UploadPath, locked: boolean, seenIds: Set<string>, seenEvents: Set<string>, edges: Set<string>) {
  const { UploadStepper } = await import('../../src/web/pages/upload/workflow/upload-stepper');
  const double = doubles();
  const ui = userEvent.setup();
  render(
    <MantineProvider>
      <MemoryRouter>
        <UploadStepper user={{ ...user, editable: !locked }} locked={locked} effects={double.value} onViewFiles={() => {}} />
      </MemoryRouter>
    </MantineProvider>,
  );
  let before: UploadSnapshot | null = null;
  let last: UploadEvent | null = null;

  /** Fills or empties the step's draft field so that it holds an unadded entry exactly when asked. */
  const setDirty = async (step: number, dirty: boolean) => {
    if (step > 4 || locked) return;
    const field = await waitFor(() => DRAFT_FIELD[step]!());
    await ui.clear(field);
    if (dirty) await ui.type(field, '未新增的內容');
  };
  const clickStepperButton = async (name: string) => ui.click(screen.getByRole('button', { name }));
  const currentOnScreen = () => within(stepsNav()).getAllByRole('button').findIndex((b) => b.getAttribute('aria-current') === 'step') + 1;

  const exec = async (event: UploadEvent, from: UploadSnapshot) => {
    const step = currentStep(from);
    const reviewing = from.hasTag('reviewing');
    switch (event.type) {
      case 'NEXT':
        await setDirty(step, event.dirty);
        return clickStepperButton('下一步');
      case 'PREVIOUS':
        await setDirty(step, event.dirty);
        return clickStepperButton('上一步');
      case 'SUBMIT':
        await setDirty(step, event.dirty);
        return clickStepperButton('送出資料');
      case 'GOTO':
        if (reviewing) return ui.click(within(screen.getByRole('dialog')).getByRole('button', { name: REVIEW_CHANGE[event.step] }));
        await setDirty(step, event.dirty);
        return ui.click(within(stepsNav()).getAllByRole('button')[event.step - 1]!);
      case 'CONTINUE_ANYWAY':
        return clickStepperButton('仍要繼續');
      case 'SAVE_FIRST':
        return clickStepperButton('先儲存');
      case 'REQUIRED_CHECKED':
        return act(async () => double.answerCheck(overviewFor(event.check)));
      case 'CHECK_FAILED':
        return act(async () => double.answerCheck(null));
      case 'CONFIRM': {
        const dialog = screen.getByRole('dialog');
        await ui.click(within(dialog).getByRole('button', { name: '通過安全驗證（測試）' }));
        return ui.click(within(dialog).getByRole('button', { name: '確定送出' }));
      }
      case 'CANCEL':
        return ui.click(within(screen.getByRole('dialog')).getByRole('button', { name: '取消' }));
      case 'SUBMIT_SUCCEEDED':
        return act(async () => double.answerSubmit({ ok: true, data: null }));
      case 'SUBMIT_FAILED':
        return act(async () => double.answerSubmit({ ok: false, message: event.message }));
    }
  };

  await model.testPath(path, {
    events: Object.fromEntries(
      machineEventTypes().map((type) => [
        type,
        async ({ event }: { event: UploadEvent }) => {
          double.effects.length = 0;
          last = event;
          seenEvents.add(event.type);
          edges.add(`${JSON.stringify({ value: before!.value, context: before!.context })}|${JSON.stringify(event)}`);
          await exec(event, before!);
        },
      ]),
    ),
    states: {
      '*': async (expected: UploadSnapshot) => {
        const seen = seenOf(expected);
        await waitFor(() => {
          expect(currentOnScreen()).toBe(seen.step);
          expect(within(stepsNav()).getAllByRole('button')).toHaveLength(visibleSteps(expected).length);
          expect(screen.queryByRole('alertdialog') !== null).toBe(seen.askingToLeave);
          expect(screen.queryByRole('dialog') !== null).toBe(seen.reviewing);
        });
        if (seen.reviewing) {
          const confirm = within(screen.getByRole('dialog')).getByRole('button', { name: seen.busy ? /送出中/ : '確定送出' });
          expect(confirm).toBeDisabled();
        }
        const buttons = expectedButtons(seen);
        expect(screen.queryByRole('button', { name: '上一步' }) !== null).toBe(buttons.previous);
        expect(screen.queryByRole('button', { name: '下一步' }) !== null).toBe(buttons.next);
        expect(screen.queryByRole('button', { name: '送出資料' }) !== null).toBe(buttons.submit);
        if (seen.step === 5) expect(screen.getByText('恭喜您，完成報名！')).toBeInTheDocument();
        if (before && last) expect(double.effects).toEqual(expectedEffects(seenOf(before), last, seen));
        for (const id of activeStateIds(expected)) seenIds.add(id);
        before = expected;
      },
    },
  });
  cleanup();
}

describe('the rendered upload stepper', () => {
  it.each([false, true])('takes every transition of the model (locked: %s) and covers every state and event', async (locked) => {
    const model = uploadModel(locked);
    const adjacency = model.getAdjacencyMap() as unknown as Record<string, { transitions: Record<string, unknown> }>;
    const all = new Set(Object.entries(adjacency).flatMap(([state, { transitions }]) => Object.keys(transitions).map((event) => `${state}|${event}`)));
    const ids = new Set<string>();
    const events = new Set<string>();
    const edges = new Set<string>();
    for (const path of coveringWalks(model)) await walk(model, path, locked, ids, events, edges);
    expect([...edges].sort()).toEqual([...all].sort());
    const states = machineStateIds().filter((id) => (locked ? id.startsWith('upload.locked') : !id.startsWith('upload.locked')));
    expect([...ids].sort()).toEqual(states);
    expect([...events].sort()).toEqual(locked ? ['GOTO', 'NEXT', 'PREVIOUS'] : machineEventTypes());
  }, 600_000);
});
