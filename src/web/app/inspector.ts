// Opt-in Stately inspector for development (DESIGN.md section 7): `VITE_XSTATE_INSPECT=1 npm run dev`
// opens the inspector (stately.ai, in a new window) showing every workflow machine of the page as it
// runs. Never part of a production build: the import sits behind import.meta.env.DEV.
import type { ActorOptions, AnyActorLogic } from 'xstate';

type Inspect = NonNullable<ActorOptions<AnyActorLogic>['inspect']>;
let inspect: Inspect | undefined;

export async function startInspector(): Promise<void> {
  if (!import.meta.env.DEV || import.meta.env.VITE_XSTATE_INSPECT !== '1') return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspect = createBrowserInspector().inspect;
}

/** Spread into a machine's actor options: `useMachine(machine, { input, ...inspectOption() })`. */
export function inspectOption(): { inspect?: Inspect } {
  return inspect ? { inspect } : {};
}
