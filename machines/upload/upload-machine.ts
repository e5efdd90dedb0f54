// The upload stepper (SPEC.md sections 2 and 4), pure. Steps 1 excellent achievements, 2 achievement
// photos, 3 other data, 4 bonus merit, 5 done; a locked registration has steps 1-4 only, read-only,
// and no submission. The page supplies every effect with `uploadMachine.provide({ actions })` and
// reports the results back as events (the machine invokes nothing, so @xstate/graph can walk it):
//   scrollToSteps          scroll to the stepper (400 px) after a step change
//   warnUnsaved            error toast (3 s): the step holds filled entries that were not added
//   warnSubmitFirst        error toast: step 5 only after the submission
//   checkRequired          ask the server what the submission still lacks -> REQUIRED_CHECKED { check } | CHECK_FAILED
//   warnMissing            error toast (3 s) listing the missing items ({ missing }: the server's zh-TW names)
//   warnCheckFailed        error toast: the data could not be read
//   submitRegistration     send the final submission ({ cfToken }) -> SUBMIT_SUCCEEDED | SUBMIT_FAILED
//   announceSubmitted      success toast
//   warnSubmitFailed       error toast (2 s) ({ message })
// Every navigation event says whether the step being left holds filled-but-unadded entries (`dirty`).
// Leaving a required step that way is refused; leaving the optional step asks first (confirmLeave:
// "仍要繼續" / "先儲存").
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { components } from '../../src/shared/generated/api';

/** The server's judgement of the required set (registrationsSubmissionCheck): the machine never judges it. */
export type SubmissionCheck = components['schemas']['SubmissionCheck'];

export type StepNumber = 1 | 2 | 3 | 4 | 5;
/** The steps that show a page of their own (5 is the closing page). */
const PAGE_STEPS = [1, 2, 3, 4] as const;
type PageStep = (typeof PAGE_STEPS)[number];
/** The steps a locked registration shows. */
export const LOCKED_STEPS: readonly StepNumber[] = PAGE_STEPS;
export const ALL_STEPS: readonly StepNumber[] = [1, 2, 3, 4, 5];

export interface UploadInput {
  /** Status not editable or upload window closed: 4 read-only steps, no submission. */
  locked: boolean;
}

/** Where the visitor wanted to go when the optional step asked "continue anyway?". */
export type PendingMove = 1 | 2 | 3 | 'submit';

export interface UploadContext {
  locked: boolean;
  pending: PendingMove | null;
}

export type UploadEvent =
  | { type: 'NEXT'; dirty: boolean }
  | { type: 'PREVIOUS'; dirty: boolean }
  | { type: 'GOTO'; step: StepNumber; dirty: boolean }
  | { type: 'SUBMIT'; dirty: boolean }
  | { type: 'CONTINUE_ANYWAY' }
  | { type: 'SAVE_FIRST' }
  | { type: 'REQUIRED_CHECKED'; check: SubmissionCheck }
  | { type: 'CHECK_FAILED' }
  | { type: 'CONFIRM'; cfToken: string }
  | { type: 'CANCEL' }
  | { type: 'SUBMIT_SUCCEEDED' }
  /** `message`: the server's answer, or the generic failure text. */
  | { type: 'SUBMIT_FAILED'; message: string };

const goto = (step: StepNumber) => ({ type: 'goesTo', params: { step } }) as const;

const uploadSetup = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as UploadInput,
  },
  actions: {
    scrollToSteps: () => {},
    warnUnsaved: () => {},
    warnSubmitFirst: () => {},
    checkRequired: () => {},
    warnMissing: (_, _params: { missing: string[] }) => {},
    warnCheckFailed: () => {},
    submitRegistration: (_, _params: { cfToken: string }) => {},
    announceSubmitted: () => {},
    warnSubmitFailed: (_, _params: { message: string }) => {},
  },
  guards: {
    isLocked: ({ context }) => context.locked,
    dirty: ({ event }) => 'dirty' in event && event.dirty,
    goesTo: ({ event }, params: { step: StepNumber }) => event.type === 'GOTO' && event.step === params.step,
    pendingIs: ({ context }, params: { move: PendingMove }) => context.pending === params.move,
    nothingMissing: ({ event }) => event.type === 'REQUIRED_CHECKED' && event.check.missing.length === 0,
  },
});

/** Show a step of the same region (editing or locked) and scroll to the stepper. */
const show = (step: PageStep) => ({ target: `step${step}`, actions: 'scrollToSteps' }) as const;

/** The stepper's links to the given steps, in that order: each one shows its step. */
const linksTo = (steps: readonly PageStep[]) => steps.map((step) => ({ guard: goto(step), ...show(step) }));

/** The steps other than `here` among 1-4, in order. */
const otherSteps = (here: PageStep) => PAGE_STEPS.filter((step) => step !== here);

/** A required step (1-3) of an editable registration: leaving it with unadded entries is refused. */
const requiredStep = (step: 1 | 2 | 3) =>
  uploadSetup.createStateConfig({
    tags: [`step-${step}`],
    on: {
      NEXT: [{ guard: 'dirty', actions: 'warnUnsaved' }, show((step + 1) as PageStep)],
      ...(step > 1 ? { PREVIOUS: [{ guard: 'dirty', actions: 'warnUnsaved' }, show((step - 1) as PageStep)] } : {}),
      GOTO: [{ guard: goto(5), actions: 'warnSubmitFirst' }, { guard: 'dirty', actions: 'warnUnsaved' }, ...linksTo(otherSteps(step))],
    },
  });

/** A step of a locked registration: read-only, so every move is free. */
const readOnlyStep = (step: PageStep) =>
  uploadSetup.createStateConfig({
    tags: [`step-${step}`],
    on: {
      ...(step < 4 ? { NEXT: show((step + 1) as PageStep) } : {}),
      ...(step > 1 ? { PREVIOUS: show((step - 1) as PageStep) } : {}),
      GOTO: linksTo(otherSteps(step)),
    },
  });

export const uploadMachine = uploadSetup.createMachine({
  id: 'upload',
  context: ({ input }) => ({ locked: input.locked, pending: null }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'isLocked', target: 'locked' }, { target: 'editing' }],
    },
    editing: {
      initial: 'step1',
      states: {
        // Steps 1-3 are required: leaving with unadded entries is refused (warnUnsaved).
        step1: requiredStep(1),
        step2: requiredStep(2),
        step3: requiredStep(3),
        // Step 4 (bonus merit) is optional: leaving with unadded entries asks first (confirmLeave).
        step4: {
          tags: ['step-4'],
          on: {
            PREVIOUS: [
              { guard: 'dirty', target: 'confirmLeave', actions: assign({ pending: 3 }) },
              { target: 'step3', actions: 'scrollToSteps' },
            ],
            GOTO: [
              { guard: goto(5), actions: 'warnSubmitFirst' },
              { guard: { type: 'dirty' }, target: 'confirmLeave', actions: assign({ pending: ({ event }) => event.step as PendingMove }) },
              ...linksTo([1, 2, 3]),
            ],
            SUBMIT: [{ guard: 'dirty', target: 'confirmLeave', actions: assign({ pending: 'submit' }) }, { target: 'checking' }],
          },
        },
        confirmLeave: {
          tags: ['step-4'],
          exit: assign({ pending: null }),
          on: {
            CONTINUE_ANYWAY: [
              { guard: { type: 'pendingIs', params: { move: 1 } }, target: 'step1', actions: 'scrollToSteps' },
              { guard: { type: 'pendingIs', params: { move: 2 } }, target: 'step2', actions: 'scrollToSteps' },
              { guard: { type: 'pendingIs', params: { move: 3 } }, target: 'step3', actions: 'scrollToSteps' },
              { target: 'checking' },
            ],
            SAVE_FIRST: 'step4',
          },
        },
        // The required set is read fresh from the server before anything is asked.
        checking: {
          tags: ['step-4', 'busy'],
          entry: 'checkRequired',
          on: {
            REQUIRED_CHECKED: [
              { guard: 'nothingMissing', target: 'reviewing' },
              {
                target: 'step4',
                actions: {
                  type: 'warnMissing',
                  params: ({ event }) => ({ missing: event.check.missing.map((item) => item.message) }),
                },
              },
            ],
            CHECK_FAILED: { target: 'step4', actions: 'warnCheckFailed' },
          },
        },
        // Check your answers, then "資料送出後將無法再修改，確定送出？" until closed.
        reviewing: {
          tags: ['step-4', 'reviewing'],
          on: {
            CONFIRM: {
              target: 'submitting',
              actions: { type: 'submitRegistration', params: ({ event }) => ({ cfToken: event.cfToken }) },
            },
            CANCEL: 'step4',
            // "Change" links of the summary: back to the step that holds the item.
            GOTO: linksTo([1, 2, 3]),
          },
        },
        submitting: {
          tags: ['step-4', 'reviewing', 'busy'],
          on: {
            SUBMIT_SUCCEEDED: { target: '#upload.done', actions: ['announceSubmitted', 'scrollToSteps'] },
            SUBMIT_FAILED: { target: 'reviewing', actions: { type: 'warnSubmitFailed', params: ({ event }) => ({ message: event.message }) } },
          },
        },
      },
    },
    // Read-only: free movement between the four steps, nothing to lose.
    locked: {
      initial: 'step1',
      states: {
        step1: readOnlyStep(1),
        step2: readOnlyStep(2),
        step3: readOnlyStep(3),
        step4: readOnlyStep(4),
      },
    },
    // Registration complete: no way back, no jump (SPEC.md section 4).
    done: {
      tags: ['step-5'],
      type: 'final',
    },
  },
});

export type UploadMachine = typeof uploadMachine;
export type UploadSnapshot = SnapshotFrom<UploadMachine>;

/** The step the snapshot shows (checking, review and submission stay on step 4). */
export function currentStep(snapshot: UploadSnapshot): StepNumber {
  for (const step of ALL_STEPS) if (snapshot.hasTag(`step-${step}`)) return step;
  throw new Error(`no step for state ${JSON.stringify(snapshot.value)}`);
}

/** What the visitor sees besides the step: asked to confirm leaving, reviewing, waiting. */
export function isAskingToLeave(snapshot: UploadSnapshot): boolean {
  return snapshot.matches({ editing: 'confirmLeave' });
}

/** The steps the stepper lists. */
export function visibleSteps(snapshot: UploadSnapshot): readonly StepNumber[] {
  return snapshot.context.locked ? LOCKED_STEPS : ALL_STEPS;
}
