// The auth machine (machines/auth) running with the real effects: the API calls and the storage
// hints. Loaded on demand by auth-provider.tsx — at start for a browser that holds a session, else on
// the first sign-in or cross-tab change — so a first-time visitor's pages do not carry XState.
import { createActor, fromPromise, type Actor } from 'xstate';
import { authMachine, type AuthUser, type SignInInput } from '../../../machines/auth';
import { inspectOption } from '../app/inspector';
import type { UserInfo } from '../layout/user-menu';
import type { AuthStatus } from './auth-context';
import { fetchSession, signInWithCode, signOutOfServer } from './auth-effects';
import { clearStoredSession, storeSession } from './stored-session';

type AuthActor = Actor<typeof authMachine>;
type AuthSnapshot = ReturnType<AuthActor['getSnapshot']>;

export interface AuthView {
  status: AuthStatus;
  user: UserInfo | null;
  loggingOut: boolean;
}

export interface AuthRunner {
  signIn(input: SignInInput): Promise<void>;
  signOut(): Promise<void>;
  reload(): Promise<void>;
  send(event: { type: 'SESSION_ENDED' } | { type: 'STORAGE_SIGNED_IN'; user: AuthUser } | { type: 'STORAGE_SIGNED_OUT' }): void;
  stop(): void;
}

function viewOf(snapshot: AuthSnapshot): AuthView {
  const status: AuthStatus =
    snapshot.matches('start') || snapshot.matches('checking')
      ? 'checking'
      : snapshot.matches('signedOut') || snapshot.matches('signingIn')
        ? 'signedOut'
        : 'signedIn';
  return { status, user: snapshot.context.user as UserInfo | null, loggingOut: snapshot.matches('signingOut') };
}

/** Resolves when the machine settles in signedIn or signedOut after an event. */
function settled(actor: AuthActor): Promise<AuthSnapshot> {
  return new Promise((resolve) => {
    const check = (snapshot: AuthSnapshot) => {
      if (!snapshot.matches('signedIn') && !snapshot.matches('signedOut')) return false;
      resolve(snapshot);
      return true;
    };
    if (check(actor.getSnapshot())) return;
    const sub = actor.subscribe((snapshot) => {
      if (check(snapshot)) sub.unsubscribe();
    });
  });
}

export function startAuthRunner(options: { storedUser: UserInfo | null; onView: (view: AuthView) => void; leave: () => void }): AuthRunner {
  const machine = authMachine.provide({
    actors: {
      checkSession: fromPromise<AuthUser | null>(() => fetchSession()),
      signIn: fromPromise<AuthUser, SignInInput>(({ input }) => signInWithCode(input)),
      signOut: fromPromise<void>(() => signOutOfServer()),
    },
    actions: {
      persistSession: (_, params) => storeSession(params.user as UserInfo),
      clearSession: () => clearStoredSession(),
      leave: () => options.leave(),
    },
  });
  const actor = createActor(machine, { input: { storedUser: options.storedUser }, ...inspectOption() });
  actor.subscribe((snapshot) => options.onView(viewOf(snapshot)));
  actor.start();
  options.onView(viewOf(actor.getSnapshot()));

  return {
    async signIn(input) {
      actor.send({ type: 'SIGN_IN', input });
      if (!actor.getSnapshot().matches('signingIn')) {
        if (actor.getSnapshot().matches('signedIn')) return;
        throw new Error('sign-in is not possible now');
      }
      const end = await settled(actor);
      if (end.matches('signedOut')) throw new Error(end.context.error ?? '');
    },
    async signOut() {
      actor.send({ type: 'SIGN_OUT' });
      await settled(actor);
    },
    async reload() {
      actor.send({ type: 'RELOAD' });
      await settled(actor);
    },
    send: (event) => actor.send(event),
    stop: () => actor.stop(),
  };
}
