// The auth machine headless (createActor) with stand-in effects: every transition of SPEC.md
// section 4's login state, cross-tab sync, and the logout that clears local state even when the
// server call fails.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { authMachine, type AuthUser, type SignInInput } from '../../machines/auth';

const alice: AuthUser = { sub: 'uid-alice', registrationNumber: 'G114-0001', registrationStatus: 'in_progress' };
const aliceLocked: AuthUser = { ...alice, registrationStatus: 'submitted' };
const bob: AuthUser = { sub: 'uid-bob', registrationNumber: 'I114-0002', registrationStatus: 'in_progress' };
const input: SignInInput = { registrationNumber: 'G114-0001', accessCode: 'ABCD-EFGH', cfToken: 'token' };

interface Effects {
  checkSession?: () => Promise<AuthUser | null>;
  signIn?: (input: SignInInput) => Promise<AuthUser>;
  signOut?: () => Promise<void>;
}

/** Runs the machine with the given effects and records what it asked the outside world to do. */
function start(storedUser: AuthUser | null, effects: Effects = {}) {
  const log: string[] = [];
  const calls = { checkSession: 0, signIn: [] as SignInInput[], signOut: 0 };
  const machine = authMachine.provide({
    actors: {
      checkSession: fromPromise(async () => {
        calls.checkSession++;
        return effects.checkSession ? effects.checkSession() : null;
      }),
      signIn: fromPromise(async ({ input: given }: { input: SignInInput }) => {
        calls.signIn.push(given);
        if (!effects.signIn) throw new Error('no sign-in');
        return effects.signIn(given);
      }),
      signOut: fromPromise(async () => {
        calls.signOut++;
        if (effects.signOut) await effects.signOut();
      }),
    },
    actions: {
      persistSession: (_, params) => log.push(`persist ${params.user.sub} ${params.user.registrationStatus}`),
      clearSession: () => log.push('clear'),
      leave: () => log.push('leave'),
    },
  });
  const actor = createActor(machine, { input: { storedUser } });
  actor.start();
  const settle = () =>
    waitFor(actor, (s: SnapshotFrom<typeof machine>) => s.matches('signedIn') || s.matches('signedOut'), { timeout: 2000 });
  return { actor, log, calls, settle };
}

describe('auth machine: start', () => {
  it('signs a first-time visitor out without asking the server', () => {
    const { actor, calls, log } = start(null);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls.checkSession).toBe(0);
    expect(log).toEqual([]);
  });

  it('checks a stored session with the server and takes its fresh user info', async () => {
    const { actor, log, settle } = start(alice, { checkSession: async () => aliceLocked });
    expect(actor.getSnapshot().value).toBe('checking');
    const s = await settle();
    expect(s.value).toBe('signedIn');
    expect(s.context.user).toEqual(aliceLocked);
    expect(log).toEqual(['persist uid-alice submitted']);
  });

  it('clears a stored session the server no longer knows', async () => {
    const { log, settle } = start(alice, { checkSession: async () => null });
    const s = await settle();
    expect(s.value).toBe('signedOut');
    expect(s.context.user).toBeNull();
    expect(log).toEqual(['clear']);
  });

  it('signs out locally when the session check fails', async () => {
    const { log, settle } = start(alice, {
      checkSession: async () => {
        throw new Error('network down');
      },
    });
    const s = await settle();
    expect(s.value).toBe('signedOut');
    expect(log).toEqual(['clear']);
  });

  it('follows another tab while its own check runs', async () => {
    let answer: (u: AuthUser | null) => void = () => {};
    const { actor, settle } = start(alice, { checkSession: () => new Promise((r) => (answer = r)) });
    actor.send({ type: 'STORAGE_SIGNED_OUT' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    answer(alice); // the late answer of the cancelled check changes nothing
    expect((await settle()).value).toBe('signedOut');
  });
});

describe('auth machine: sign-in', () => {
  it('signs in, stores the session hints and clears an earlier error', async () => {
    let fail = true;
    const { actor, log, calls, settle } = start(null, {
      signIn: async () => {
        if (fail) throw new Error('報名編號或上傳登入碼錯誤，請重新輸入');
        return alice;
      },
    });
    actor.send({ type: 'SIGN_IN', input });
    expect(actor.getSnapshot().value).toBe('signingIn');
    let s = await settle();
    expect(s.value).toBe('signedOut');
    expect(s.context.error).toBe('報名編號或上傳登入碼錯誤，請重新輸入');
    expect(log).toEqual([]);

    fail = false;
    actor.send({ type: 'SIGN_IN', input });
    expect(actor.getSnapshot().context.error).toBeNull();
    s = await settle();
    expect(s.value).toBe('signedIn');
    expect(s.context.user).toEqual(alice);
    expect(calls.signIn).toEqual([input, input]);
    expect(log).toEqual(['persist uid-alice in_progress']);
  });

  it('takes the session another tab opened while signing in', async () => {
    const { actor, settle } = start(null, { signIn: () => new Promise(() => {}) });
    actor.send({ type: 'SIGN_IN', input });
    actor.send({ type: 'STORAGE_SIGNED_IN', user: bob });
    const s = await settle();
    expect(s.value).toBe('signedIn');
    expect(s.context.user).toEqual(bob);
  });

  it('ignores a sign-in while already signed in', async () => {
    const { actor, calls, settle } = start(alice, { checkSession: async () => alice });
    await settle();
    actor.send({ type: 'SIGN_IN', input });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(calls.signIn).toEqual([]);
  });
});

describe('auth machine: sign-out', () => {
  it('calls the server, clears local state and leaves for home', async () => {
    const { actor, log, calls, settle } = start(alice, { checkSession: async () => alice });
    await settle();
    log.length = 0;
    actor.send({ type: 'SIGN_OUT' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    const s = await settle();
    expect(s.value).toBe('signedOut');
    expect(s.context.user).toBeNull();
    expect(calls.signOut).toBe(1);
    expect(log).toEqual(['clear', 'leave']);
  });

  it('clears local state and leaves for home even when the sign-out call fails', async () => {
    const { actor, log, settle } = start(alice, {
      checkSession: async () => alice,
      signOut: async () => {
        throw new Error('network down');
      },
    });
    await settle();
    log.length = 0;
    actor.send({ type: 'SIGN_OUT' });
    const s = await settle();
    expect(s.value).toBe('signedOut');
    expect(s.context.user).toBeNull();
    expect(log).toEqual(['clear', 'leave']);
  });

  it('signs out locally and leaves when the API says the session ended', async () => {
    const { actor, log, calls, settle } = start(alice, { checkSession: async () => alice });
    await settle();
    log.length = 0;
    actor.send({ type: 'SESSION_ENDED' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls.signOut).toBe(0);
    expect(log).toEqual(['clear', 'leave']);
  });
});

describe('auth machine: reload and cross-tab sync', () => {
  it('re-reads the session on RELOAD (e.g. the status became submitted)', async () => {
    let current = alice;
    const { actor, log, settle } = start(alice, { checkSession: async () => current });
    await settle();
    current = aliceLocked;
    actor.send({ type: 'RELOAD' });
    expect(actor.getSnapshot().value).toBe('reloading');
    const s = await settle();
    expect(s.value).toBe('signedIn');
    expect(s.context.user).toEqual(aliceLocked);
    expect(log).toEqual(['persist uid-alice in_progress', 'persist uid-alice submitted']);
  });

  it('signs out locally when a reload finds no session', async () => {
    let current: AuthUser | null = alice;
    const { actor, settle } = start(alice, { checkSession: async () => current });
    await settle();
    current = null;
    actor.send({ type: 'RELOAD' });
    expect((await settle()).value).toBe('signedOut');
  });

  it('checks with the server on RELOAD when signed out', async () => {
    const { actor, calls, settle } = start(null, { checkSession: async () => bob });
    actor.send({ type: 'RELOAD' });
    const s = await settle();
    expect(calls.checkSession).toBe(1);
    expect(s.context.user).toEqual(bob);
  });

  it('follows another tab signing in and out, without calling the server or touching storage', () => {
    const { actor, log, calls } = start(null);
    actor.send({ type: 'STORAGE_SIGNED_IN', user: alice });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.user).toEqual(alice);
    actor.send({ type: 'STORAGE_SIGNED_IN', user: aliceLocked });
    expect(actor.getSnapshot().context.user).toEqual(aliceLocked);
    actor.send({ type: 'STORAGE_SIGNED_OUT' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(calls).toEqual({ checkSession: 0, signIn: [], signOut: 0 });
    expect(log).toEqual([]);
  });

  it('finishes a sign-out another tab already did, still leaving for home', async () => {
    const { actor, log, settle } = start(alice, { checkSession: async () => alice, signOut: () => new Promise(() => {}) });
    await settle();
    log.length = 0;
    actor.send({ type: 'SIGN_OUT' });
    actor.send({ type: 'STORAGE_SIGNED_OUT' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(log).toEqual(['leave']);
  });
});
