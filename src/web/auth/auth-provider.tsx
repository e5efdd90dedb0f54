// Runs the auth machine (machines/auth) for the whole app with the real effects: the API calls,
// the storage hints and cross-tab sync. Sign-outs that should take the visitor home are announced
// to listeners (the router side, see use-leave-on-sign-out.ts), since this provider sits outside
// the router.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Actor } from 'xstate';
import { fromPromise } from 'xstate';
import { authMachine, type AuthUser, type SignInInput } from '../../../machines/auth';
import { onSessionEnded } from '../api/session-events';
import type { UserInfo } from '../layout/user-menu';
import { AuthContext, type AuthState, type AuthStatus } from './auth-context';
import { fetchSession, signInWithCode, signOutOfServer } from './auth-effects';
import { clearStoredSession, readStoredUser, sessionChange, storeSession } from './stored-session';
import { inspectOption } from '../app/inspector';

type AuthActor = Actor<typeof authMachine>;
type AuthSnapshot = ReturnType<AuthActor['getSnapshot']>;

function statusOf(snapshot: AuthSnapshot): AuthStatus {
  if (snapshot.matches('start') || snapshot.matches('checking')) return 'checking';
  if (snapshot.matches('signedOut') || snapshot.matches('signingIn')) return 'signedOut';
  return 'signedIn';
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

export function AuthProvider({ children }: { children: ReactNode }) {
  // Listeners of sign-outs that take the visitor home (registered by the router side).
  const [leaveListeners] = useState(() => new Set<() => void>());
  const [machine] = useState(() =>
    authMachine.provide({
      actors: {
        checkSession: fromPromise<AuthUser | null>(() => fetchSession()),
        signIn: fromPromise<AuthUser, SignInInput>(({ input }) => signInWithCode(input)),
        signOut: fromPromise<void>(() => signOutOfServer()),
      },
      actions: {
        persistSession: (_, params) => storeSession(params.user as UserInfo),
        clearSession: () => clearStoredSession(),
        leave: () => {
          for (const listener of [...leaveListeners]) listener();
        },
      },
    }),
  );
  const [storedUser] = useState(readStoredUser);
  const actor = useActorRef(machine, { input: { storedUser }, ...inspectOption() });

  useEffect(() => onSessionEnded(() => actor.send({ type: 'SESSION_ENDED' })), [actor]);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const change = sessionChange(event);
      if (!change) return;
      actor.send(change.signedIn ? { type: 'STORAGE_SIGNED_IN', user: change.user } : { type: 'STORAGE_SIGNED_OUT' });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [actor]);

  const onLeave = useCallback(
    (listener: () => void) => {
      leaveListeners.add(listener);
      return () => {
        leaveListeners.delete(listener);
      };
    },
    [leaveListeners],
  );

  const status = useSelector(actor, statusOf);
  const user = useSelector(actor, (s) => s.context.user as UserInfo | null);
  const loggingOut = useSelector(actor, (s) => s.matches('signingOut'));

  const value = useMemo<AuthState>(
    () => ({
      status,
      user,
      loggingOut,
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
      onLeave,
    }),
    [actor, status, user, loggingOut, onLeave],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
