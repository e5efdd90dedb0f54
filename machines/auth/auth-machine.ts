// The client's session (SPEC.md sections 3 and 4, DESIGN.md section 6), pure: the caller supplies the
// effects with `authMachine.provide(...)`:
//   actors  checkSession (resolves the user or null when there is no session), signIn (resolves the
//           user or rejects with an Error whose message is the text to show), signOut
//   actions persistSession (write the cross-tab storage keys), clearSession (remove them),
//           leave (go to the home page after a sign-out)
// Cross-tab sync: the caller turns storage changes of another tab into STORAGE_* events.
import { assign, fromPromise, setup } from 'xstate';

/** What the session call answers (the contract's UserInfo); kept generic so the machine stays pure. */
export interface AuthUser {
  sub: string;
  registrationNumber: string;
  registrationStatus: string;
  [key: string]: unknown;
}

export interface SignInInput {
  registrationNumber: string;
  accessCode: string;
  cfToken: string;
}

export interface AuthInput {
  /** The user another visit left in storage: worth asking the server whether the session lives. */
  storedUser: AuthUser | null;
}

export interface AuthContext {
  user: AuthUser | null;
  /** Why the last sign-in failed (shown by the form). */
  error: string | null;
}

export type AuthEvent =
  | { type: 'SIGN_IN'; input: SignInInput }
  | { type: 'SIGN_OUT' }
  /** The API answered "not authenticated": drop the local state without calling the server. */
  | { type: 'SESSION_ENDED' }
  /** Re-read the session (e.g. after the registration status changed). */
  | { type: 'RELOAD' }
  | { type: 'STORAGE_SIGNED_IN'; user: AuthUser }
  | { type: 'STORAGE_SIGNED_OUT' };

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const authSetup = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: {
    checkSession: fromPromise<AuthUser | null>(async () => {
      throw new Error('checkSession not provided');
    }),
    signIn: fromPromise<AuthUser, SignInInput>(async () => {
      throw new Error('signIn not provided');
    }),
    signOut: fromPromise<void>(async () => {
      throw new Error('signOut not provided');
    }),
  },
  actions: {
    persistSession: (_, _params: { user: AuthUser }) => {},
    clearSession: () => {},
    leave: () => {},
  },
  guards: {
    hasStoredUser: ({ context }) => context.user !== null,
  },
});

/** Asks the server whether the session lives (on load and on RELOAD): its answer signs in or out. */
const sessionCheck = authSetup.createStateConfig({
  invoke: {
    src: 'checkSession',
    onDone: [
      {
        guard: ({ event }) => event.output !== null,
        target: 'signedIn',
        actions: [
          assign({ user: ({ event }) => event.output }),
          { type: 'persistSession', params: ({ event }) => ({ user: event.output! }) },
        ],
      },
      { target: 'signedOut', actions: [assign({ user: null }), 'clearSession'] },
    ],
    // A failed session check is a local sign-out (SPEC.md section 8).
    onError: { target: 'signedOut', actions: [assign({ user: null }), 'clearSession'] },
  },
}).invoke;

/** What ends a session the visitor holds (signed in, or signed in and re-reading the session). */
const sessionEnders = authSetup.createStateConfig({
  on: {
    SIGN_OUT: 'signingOut',
    SESSION_ENDED: { target: 'signedOut', actions: [assign({ user: null }), 'clearSession', 'leave'] },
    STORAGE_SIGNED_OUT: { target: 'signedOut', actions: assign({ user: null }) },
  },
}).on;

export const authMachine = authSetup.createMachine({
  id: 'auth',
  context: ({ input }) => ({ user: input.storedUser, error: null }),
  initial: 'start',
  states: {
    // Visitors who never signed in on this browser are signed out without asking the server.
    start: {
      always: [{ guard: 'hasStoredUser', target: 'checking' }, { target: 'signedOut' }],
    },
    checking: {
      invoke: sessionCheck,
      on: {
        STORAGE_SIGNED_IN: { target: 'signedIn', actions: assign({ user: ({ event }) => event.user }) },
        STORAGE_SIGNED_OUT: { target: 'signedOut', actions: assign({ user: null }) },
      },
    },
    signedOut: {
      on: {
        SIGN_IN: { target: 'signingIn', actions: assign({ error: null }) },
        STORAGE_SIGNED_IN: { target: 'signedIn', actions: assign({ user: ({ event }) => event.user, error: null }) },
        RELOAD: 'checking',
      },
    },
    signingIn: {
      invoke: {
        src: 'signIn',
        input: ({ event }) => {
          if (event.type !== 'SIGN_IN') throw new Error(`signingIn entered by ${event.type}`);
          return event.input;
        },
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ user: ({ event }) => event.output, error: null }),
            { type: 'persistSession', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        onError: { target: 'signedOut', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
      on: {
        // Another tab signed in meanwhile: take its session (ours would only replace it).
        STORAGE_SIGNED_IN: { target: 'signedIn', actions: assign({ user: ({ event }) => event.user, error: null }) },
      },
    },
    signedIn: {
      on: {
        ...sessionEnders,
        RELOAD: 'reloading',
        STORAGE_SIGNED_IN: { actions: assign({ user: ({ event }) => event.user }) },
      },
    },
    reloading: {
      invoke: sessionCheck,
      on: sessionEnders,
    },
    // The local state is cleared and the visitor goes home whether or not the call succeeded.
    signingOut: {
      invoke: {
        src: 'signOut',
        onDone: { target: 'signedOut', actions: [assign({ user: null }), 'clearSession', 'leave'] },
        onError: { target: 'signedOut', actions: [assign({ user: null }), 'clearSession', 'leave'] },
      },
      on: {
        STORAGE_SIGNED_OUT: { target: 'signedOut', actions: [assign({ user: null }), 'leave'] },
      },
    },
  },
});

export type AuthMachine = typeof authMachine;
