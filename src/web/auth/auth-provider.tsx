// Provides the session to the whole app (useAuth). The auth machine itself (auth-runner.ts, with
// XState) is fetched only when needed: at start when this browser holds a session, otherwise on the
// first sign-in, sign-out, reload or cross-tab change; until then a visitor who never signed in is
// simply signed out. Sign-outs that should take the visitor home are announced to listeners (the
// router side, see use-leave-on-sign-out.ts), since this provider sits outside the router.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { onSessionEnded } from '../api/session-events';
import { AuthContext, type AuthState } from './auth-context';
import type { AuthRunner, AuthView } from './auth-runner';
import { readStoredUser, sessionChange } from './stored-session';

export function AuthProvider({ children }: { children: ReactNode }) {
  // Listeners of sign-outs that take the visitor home (registered by the router side).
  const [leaveListeners] = useState(() => new Set<() => void>());
  const [storedUser] = useState(readStoredUser);
  const [view, setView] = useState<AuthView>(() => ({ status: storedUser ? 'checking' : 'signedOut', user: storedUser, loggingOut: false }));
  const runner = useRef<Promise<AuthRunner> | null>(null);

  const getRunner = useCallback(() => {
    runner.current ??= import('./auth-runner').then(({ startAuthRunner }) =>
      startAuthRunner({
        storedUser: readStoredUser(),
        onView: setView,
        leave: () => {
          for (const listener of [...leaveListeners]) listener();
        },
      }),
    );
    return runner.current;
  }, [leaveListeners]);

  useEffect(() => {
    if (storedUser) void getRunner();
    return () => {
      const running = runner.current;
      runner.current = null;
      void running?.then((r) => r.stop());
    };
  }, [getRunner, storedUser]);

  // "Not authenticated" from the API: only a running machine has a session to drop.
  useEffect(() => onSessionEnded(() => void runner.current?.then((r) => r.send({ type: 'SESSION_ENDED' }))), []);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const change = sessionChange(event);
      if (!change) return;
      void getRunner().then((r) => r.send(change.signedIn ? { type: 'STORAGE_SIGNED_IN', user: change.user } : { type: 'STORAGE_SIGNED_OUT' }));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [getRunner]);

  const onLeave = useCallback(
    (listener: () => void) => {
      leaveListeners.add(listener);
      return () => {
        leaveListeners.delete(listener);
      };
    },
    [leaveListeners],
  );

  const value = useMemo<AuthState>(
    () => ({
      ...view,
      signIn: async (input) => (await getRunner()).signIn(input),
      signOut: async () => (await getRunner()).signOut(),
      reload: async () => (await getRunner()).reload(),
      onLeave,
    }),
    [view, getRunner, onLeave],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
