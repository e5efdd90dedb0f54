// The upload stepper as a test model (@xstate/graph) for the machine test: the event cases each state
// offers, every simple path, walks that take every transition (self-loops included: the refusals),
// and the inventory of the machine's states and events that the walks must cover, so a new state or
// event fails the test until it is covered. (The rendered stepper's test borrows its fixtures.)
import { createTestModel, type TestModel } from '@xstate/graph';
import type { StatePath, Step } from '@xstate/graph';
import { currentStep, isAskingToLeave, uploadMachine, visibleSteps, type SubmissionCheck, type UploadEvent, type UploadSnapshot } from '../../machines/upload';
import confirmRequired from '../../schemas/confirm-required.schema.json';

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

const key = (snapshot: UploadSnapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context });
const eventKey = (event: UploadEvent) => JSON.stringify(event);

/**
 * Walks from the initial state that together take every transition of the model (each state x each
 * accepted event case) at least once: greedy, an untaken transition where there is one, else the
 * shortest way to a state that still has one; a new walk when the current one cannot go on.
 */
export function coveringWalks(model: UploadTestModel): UploadPath[] {
  // Keys are serialized states and events (branded strings in the library's types).
  const adjacency = model.getAdjacencyMap() as unknown as Adjacency;
  const untaken = new Map<string, Set<string>>();
  for (const [state, { transitions }] of Object.entries(adjacency)) untaken.set(state, new Set(Object.keys(transitions)));
  const initial = model.getShortestPaths().map((p) => p.steps[0]!.state)[0]!;
  const remaining = () => [...untaken.values()].some((set) => set.size > 0);

  const walks: UploadPath[] = [];
  while (remaining()) {
    let state = initial;
    const steps: Step<UploadSnapshot, UploadEvent>[] = [{ event: { type: 'xstate.init' } as unknown as UploadEvent, state }];
    for (;;) {
      const here = key(state);
      const open = untaken.get(here);
      const next = open && open.size > 0 ? [...open][0]! : null;
      if (next) {
        open!.delete(next);
        const { event, state: after } = adjacency[here]!.transitions[next]!;
        steps.push({ event, state: after });
        state = after;
        continue;
      }
      const route = routeToUntaken(adjacency, here, untaken);
      if (!route) break;
      for (const step of route) {
        untaken.get(key(state))!.delete(eventKey(step.event));
        steps.push(step);
        state = step.state;
      }
    }
    if (steps.length === 1) throw new Error('a transition is not reachable from the initial state');
    walks.push({ state, steps, weight: steps.length });
  }
  return walks;
}

type Adjacency = Record<string, { state: UploadSnapshot; transitions: Record<string, { event: UploadEvent; state: UploadSnapshot }> }>;

/** Breadth-first: the shortest list of steps from `from` to a state with an untaken transition. */
function routeToUntaken(adjacency: Adjacency, from: string, untaken: Map<string, Set<string>>) {
  const seen = new Set([from]);
  const queue: { at: string; route: Step<UploadSnapshot, UploadEvent>[] }[] = [{ at: from, route: [] }];
  while (queue.length > 0) {
    const { at, route } = queue.shift()!;
    if (route.length > 0 && (untaken.get(at)?.size ?? 0) > 0) return route;
    for (const { event, state } of Object.values(adjacency[at]!.transitions)) {
      const to = key(state);
      if (seen.has(to)) continue;
      seen.add(to);
      queue.push({ at: to, route: [...route, { event, state }] });
    }
  }
  return null;
}

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
