// What pages and the layout read about the session (useAuth), and its context object.
import { createContext, useContext } from 'react';
import type { SignInInput } from '../../../machines/auth';
import type { UserInfo } from '../layout/user-menu';

export type AuthStatus = 'checking' | 'signedOut' | 'signedIn';

export interface AuthState {
  status: AuthStatus;
  user: UserInfo | null;
  loggingOut: boolean;
  /** Rejects with an Error whose message is the login text of SPEC.md section 8. */
  signIn(input: SignInInput): Promise<void>;
  /** Clears the local session and goes home even if the server call fails. */
  signOut(): Promise<void>;
  /** Re-reads the session from the server (e.g. after the registration status changed). */
  reload(): Promise<void>;
  /** Called after every sign-out that should take the visitor home (the router listens). */
  onLeave(listener: () => void): () => void;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth outside AuthProvider');
  return state;
}
