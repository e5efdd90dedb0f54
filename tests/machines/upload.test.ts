// The upload stepper machine, model-based (@xstate/graph): every simple path and walks that take
// every transition, locked and unlocked, run against a real actor whose effects are recorded and
// compared with what SPEC.md says each transition does (upload-oracle.ts). The test fails when the
// machine gains a state or an event that the walks do not cover.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  currentStep,
  isAskingToLeave,
  uploadMachine,
  visibleSteps,
  type UploadEvent,
  type UploadSnapshot,
} from '../../machines/upload';
import { expectedButtons, expectedEffects, expectedStepCount, type Effect, type Seen } from './upload-oracle';
import {
  activeStateIds,
  coveringWalks,
  CHECK_COMPLETE,
  machineEventTypes,
  machineStateIds,
  uploadModel,
  type UploadPath,
  type UploadTestModel,
} from './upload-model';

function seenOf(snapshot: UploadSnapshot): Seen {
  return {
    step: currentStep(snapshot),
    locked: snapshot.context.locked,
    askingToLeave: isAskingToLeave(snapshot),
    reviewing: snapshot.hasTag('reviewing'),
    busy: snapshot.hasTag('busy'),
  };
}

/** A running stepper whose effects are recorded instead of performed. */
function startStepper(locked: boolean) {
  const effects: Effect[] = [];
  const record = (name: Exclude<Effect['name'], 'warnMissing' | 'submitRegistration' | 'warnSubmitFailed'>) => () => void effects.push({ name });
  const machine = uploadMachine.provide({
    actions: {
      scrollToSteps: record('scrollToSteps'),
      warnUnsaved: record('warnUnsaved'),
      warnSubmitFirst: record('warnSubmitFirst'),
      checkRequired: record('checkRequired'),
      warnCheckFailed: record('warnCheckFailed'),
      announceSubmitted: record('announceSubmitted'),
      warnSubmitFailed: (_, { message }) => void effects.push({ name: 'warnSubmitFailed', message }),
      warnMissing: (_, { missing }) => void effects.push({ name: 'warnMissing', labels: missing }),
      submitRegistration: (_, { cfToken }) => void effects.push({ name: 'submitRegistration', cfToken }),
    },
  });
  const actor = createActor(machine, { input: { locked } }).start();
  return { actor, effects };
}

const stateKey = (s: UploadSnapshot) => JSON.stringify({ value: s.value, context: s.context });

/** Runs one path on a fresh actor; returns the states and events it went through. */
async function runPath(model: UploadTestModel, path: UploadPath, locked: boolean) {
  const { actor, effects } = startStepper(locked);
  const reached = new Set<string>();
  const events = new Set<string>();
  let before = actor.getSnapshot();
  await model.testPath(path, {
    events: Object.fromEntries(
      machineEventTypes().map((type) => [
        type,
        ({ event }: { event: UploadEvent }) => {
          effects.length = 0;
          before = actor.getSnapshot();
          actor.send(event);
          events.add(event.type);
          expect(effects).toEqual(expectedEffects(seenOf(before), event, seenOf(actor.getSnapshot())));
        },
      ]),
    ),
    states: {
      '*': (expected: UploadSnapshot) => {
        const snapshot = actor.getSnapshot();
        expect(stateKey(snapshot)).toBe(stateKey(expected));
        for (const id of activeStateIds(snapshot)) reached.add(id);
        const seen = seenOf(snapshot);
        expect(visibleSteps(snapshot)).toHaveLength(expectedStepCount(seen));
        const buttons = expectedButtons(seen);
        expect(snapshot.can({ type: 'NEXT', dirty: false })).toBe(buttons.next);
        expect(snapshot.can({ type: 'PREVIOUS', dirty: false })).toBe(buttons.previous);
        expect(snapshot.can({ type: 'SUBMIT', dirty: false })).toBe(buttons.submit);
        if (seen.step === 5) {
          // Once there no jump is possible: the machine is done and takes no event.
          expect(snapshot.status).toBe('done');
          for (const step of [1, 2, 3, 4] as const) expect(snapshot.can({ type: 'GOTO', step, dirty: false })).toBe(false);
        }
      },
    },
  });
  actor.stop();
  return { reached, events };
}

describe.each([false, true])('upload stepper, locked: %s', (locked) => {
  const model = uploadModel(locked);

  it('follows SPEC.md on every simple path', async () => {
    const paths = model.getSimplePaths();
    expect(paths.length).toBeGreaterThan(locked ? 4 : 100);
    for (const path of paths) await runPath(model, path, locked);
  });

  it('takes every transition, and the transitions cover every state and event of the machine', async () => {
    const reached = new Set<string>();
    const events = new Set<string>();
    for (const walk of coveringWalks(model)) {
      const run = await runPath(model, walk, locked);
      run.reached.forEach((id) => reached.add(id));
      run.events.forEach((type) => events.add(type));
    }
    const all = machineStateIds();
    if (locked) {
      expect([...reached].sort()).toEqual(all.filter((id) => id.startsWith('upload.locked')));
      expect([...events].sort()).toEqual(['GOTO', 'NEXT', 'PREVIOUS']);
    } else {
      expect([...reached].sort()).toEqual(all.filter((id) => !id.startsWith('upload.locked')));
      expect([...events].sort()).toEqual(machineEventTypes());
    }
  });
});

describe('upload stepper rules', () => {
  it('shows 5 steps while editable and 4 when locked, which has no submission', () => {
    const open = startStepper(false).actor.getSnapshot();
    const closed = startStepper(true).actor.getSnapshot();
    expect(visibleSteps(open)).toEqual([1, 2, 3, 4, 5]);
    expect(visibleSteps(closed)).toEqual([1, 2, 3, 4]);
    expect(currentStep(open)).toBe(1);
    expect(currentStep(closed)).toBe(1);
  });

  it('reaches step 5 only through a confirmed, successful submission', () => {
    const { actor, effects } = startStepper(false);
    for (const event of [
      { type: 'GOTO', step: 4, dirty: false },
      { type: 'GOTO', step: 5, dirty: false },
      { type: 'SUBMIT', dirty: false },
      { type: 'REQUIRED_CHECKED', check: CHECK_COMPLETE },
      { type: 'CONFIRM', cfToken: 'token' },
      { type: 'SUBMIT_SUCCEEDED' },
    ] as UploadEvent[])
      actor.send(event);
    expect(effects.map((e) => e.name)).toEqual(['scrollToSteps', 'warnSubmitFirst', 'checkRequired', 'submitRegistration', 'announceSubmitted', 'scrollToSteps']);
    expect(currentStep(actor.getSnapshot())).toBe(5);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
