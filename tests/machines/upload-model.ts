// The upload stepper as a test model (@xstate/graph) for the machine test: the event cases each state
// offers, every simple path, walks that take every transition (self-loops included: the refusals),
// and the inventory of the machine's states and events that the walks must cover, so a new state or
// event fails the test until it is covered. (The rendered stepper's test borrows its fixtures.)
import { createTestModel, type TestModel } from '@xstate/graph';
import type { StatePath } from '@xstate/graph';
import { currentStep, isAskingToLeave, uploadMachine, visibleSteps, type SubmissionCheck, type UploadEvent, type UploadSnapshot } from '../../machines/upload';
import confirmRequired from '../../schemas/confirm-required.schema.json';
import { coverEveryTransition } from './covering-walks';

/** The server's answers to "what does the submission still lack?" (registrationsSubmissionCheck). */
export const CHECK_COMPLETE: SubmissionCheck = {
  facts: { excellentAchievements: 2, achievementPhotos: 3, employmentProofNeed: 'required', employmentProof: true, recommendation: true, workplacePhotos: 5 },
  missing: [],
};
/** Four workplace photos and no employment proof, named as the schema names them. */
export const CHECK_INCOMPLETE: SubmissionCheck = {
  facts: { ...CHECK_COMPLETE.facts, employmentProof: false, workplacePhotos: 4 },
  missing: [
    { field: 'employmentProof', message: confirmRequired.allOf[0]!.then.properties.employmentProof.errorMessage },
    { field: 'workplacePhotos', message: confirmRequired.properties.workplacePhotos.errorMessage },
  ],
};
export const TEST_TOKEN = 'test-security-token';
export const SUBMIT_FAILURE = '送出失敗，請稍後再試';

/** Every case of every event the visitor can cause in this state; the model keeps those the state accepts. */
function eventCases(snapshot: UploadSnapshot): UploadEvent[] {
  const here = currentStep(snapshot);
  const onStep = !snapshot.hasTag('reviewing') && !snapshot.hasTag('busy') && !isAskingToLeave(snapshot);
  // Only a step of an editable registration can hold unadded entries.
  const dirtiness = onStep && !snapshot.context.locked ? [false, true] : [false];
  const events: UploadEvent[] = [];
  for (const dirty of dirtiness) {
    events.push({ type: 'NEXT', dirty }, { type: 'PREVIOUS', dirty }, { type: 'SUBMIT', dirty });
    // The stepper lists steps 1-4 (and 5 unless locked); the current one is no move. While the
    // summary is open only its change links (steps 1-3) can be followed.
    for (const step of visibleSteps(snapshot)) if (step !== here && (step !== 5 || (onStep && !dirty))) events.push({ type: 'GOTO', step, dirty });
  }
  events.push(
    { type: 'REQUIRED_CHECKED', check: CHECK_COMPLETE },
    { type: 'REQUIRED_CHECKED', check: CHECK_INCOMPLETE },
    { type: 'CONFIRM', cfToken: TEST_TOKEN },
    { type: 'SUBMIT_FAILED', message: SUBMIT_FAILURE },
  );
  return events;
}

export type UploadTestModel = TestModel<UploadSnapshot, UploadEvent, unknown>;
export type UploadPath = StatePath<UploadSnapshot, UploadEvent>;

export function uploadModel(locked: boolean): UploadTestModel {
  return createTestModel(uploadMachine, {
    input: { locked },
    events: eventCases,
    // A vertex is a state (value + context), not the transition that reached it: keeps the simple
    // paths countable (a few hundred) while still visiting every state.
    serializeTransition: () => '',
  }) as UploadTestModel;
}

/** Walks that together take every transition of the model (tests/machines/covering-walks.ts). */
export const coveringWalks = (model: UploadTestModel): UploadPath[] => coverEveryTransition(model);

/** Every state node id of the machine that can be at rest (the transient `start` is left out). */
export function machineStateIds(): string[] {
  const ids: string[] = [];
  const visit = (node: { id: string; always?: unknown[]; states: Record<string, unknown> }) => {
    if (node.id !== uploadMachine.id && !(node.always && node.always.length > 0)) ids.push(node.id);
    for (const child of Object.values(node.states)) visit(child as typeof node);
  };
  visit(uploadMachine.root as unknown as Parameters<typeof visit>[0]);
  return ids.sort();
}

/** Every event type some state of the machine accepts. */
export function machineEventTypes(): string[] {
  return [...new Set(uploadMachine.events)].sort();
}

/** The state node ids a snapshot is in (for coverage). */
export function activeStateIds(snapshot: UploadSnapshot): string[] {
  return snapshot._nodes.map((node) => node.id).filter((id) => id !== uploadMachine.id);
}
