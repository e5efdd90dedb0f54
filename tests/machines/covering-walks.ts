// Walks from a model's initial state that together take every one of its transitions (each state x
// each accepted event case) at least once: the model-based machine tests use them beside the simple
// paths, which never take a transition back into a state they already visited.
import type { StatePath, Step, TestModel } from '@xstate/graph';
import type { EventObject, Snapshot } from 'xstate';

/** A machine's snapshot: a state value and a context, which together name a state of the model. */
type MachineLike = Snapshot<unknown> & { value: unknown; context: unknown };

const key = (snapshot: { value: unknown; context: unknown }) => JSON.stringify({ value: snapshot.value, context: snapshot.context });
const eventKey = (event: EventObject) => JSON.stringify(event);

/**
 * Walks from the initial state that together take every transition of the model (each state x each
 * accepted event case) at least once: greedy, an untaken transition where there is one, else the
 * shortest way to a state that still has one; a new walk when the current one cannot go on.
 */
export function coverEveryTransition<S extends MachineLike, E extends EventObject>(model: TestModel<S, E, unknown>): StatePath<S, E>[] {
  // Keys are serialized states and events (branded strings in the library's types).
  const adjacency = model.getAdjacencyMap() as unknown as Adjacency<S, E>;
  const untaken = new Map<string, Set<string>>();
  for (const [state, { transitions }] of Object.entries(adjacency)) untaken.set(state, new Set(Object.keys(transitions)));
  const initial = model.getShortestPaths().map((p) => p.steps[0]!.state)[0]!;
  const remaining = () => [...untaken.values()].some((set) => set.size > 0);

  const walks: StatePath<S, E>[] = [];
  while (remaining()) {
    let state = initial;
    const steps: Step<S, E>[] = [{ event: { type: 'xstate.init' } as unknown as E, state }];
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

type Adjacency<S, E> = Record<string, { state: S; transitions: Record<string, { event: E; state: S }> }>;

/** Breadth-first: the shortest list of steps from `from` to a state with an untaken transition. */
function routeToUntaken<S extends MachineLike, E extends EventObject>(adjacency: Adjacency<S, E>, from: string, untaken: Map<string, Set<string>>) {
  const seen = new Set([from]);
  const queue: { at: string; route: Step<S, E>[] }[] = [{ at: from, route: [] }];
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

