// Abuse limits for sign-in, resend and registration, counted in the database (shared by every
// instance). Each request takes its slot before the work, in one statement (reserve, then decide):
// parallel requests cannot all pass on one stale count. A request that turns out not to count (a
// right code, a failed security check, a refused registration) gives its slot back.
//
// Sign-in (README.md, "Sign-in throttling"): the limits that refuse are the client address's own,
// per (registration number, address) and per address, so guessing someone's number from elsewhere
// never locks its owner out. A number's failures from all addresses only slow every attempt on it.
import { setTimeout as sleep } from 'node:timers/promises';
import { tooManyRequests } from '../http/api-error';
import type { Allowance } from '../security/rate-limit';
import type { Services } from '../contract/services';

export const THROTTLE = {
  windowSeconds: 15 * 60,
  /** failed sign-ins from one address on one registration number per window */
  perNumberAndIp: 5,
  /** failed sign-ins from one address, all numbers together, per window */
  perIp: 20,
  /**
   * Failed sign-ins on one number from all addresses per window after which every attempt on that
   * number (the owner's too, before the code is checked: timing reveals nothing) waits a rising
   * delay. Never a refusal: the codes (≈ 2^49) are what makes guessing hopeless.
   */
  numberSlowAfter: 10,
  numberDelayStepMs: 200,
  numberDelayMaxMs: 2000,
  /** resend requests per address per window (each may send a letter) */
  resendPerIp: 5,
  /** resend letters one e-mail address may ask for per window */
  resendPerEmail: 3,
  /**
   * Registrations (each mails a letter) per contact e-mail address per create window. Per client
   * address it is the REGISTRATIONS_PER_ADDRESS setting: how many registrants share one address
   * (an office, a kiosk) depends on the deployment.
   */
  createPerEmail: 5,
  createWindowSeconds: 60 * 60,
  /** Staff sign-in (src/server/features/staff/sign-in.ts) uses the same window and refuses per (account, address) and per address. */
  staffPerAccountAndIp: 5,
  staffPerIp: 20,
  /**
   * Wrong second factors (authenticator or recovery codes) on one staff account from all addresses
   * together per window, counted only past the right password. At the cap the account takes no more
   * authenticator codes until the window ends (a recovery code or a passkey still signs in) and its
   * owner gets a letter. 10 guesses per 15 minutes, each matching one of the 3 codes accepted at a time
   * (± one step), find a 6-digit code in ≈ 350 days on average (issue 30).
   */
  staffCodeFailuresPerAccount: 10,
  /** failed enrolment attempts (unknown link, wrong first code) per address per window */
  staffEnrolmentPerIp: 20,
} as const;

/**
 * Gives back the slots a request took (it turned out not to count); `reset` names counters that start
 * afresh at the same time (one statement for both).
 */
export type GiveBack = (options?: { reset?: readonly string[] }) => Promise<void>;

/**
 * A refusal's text: fixed, or worded from the seconds left until the full allowance's window ends (the
 * person is told how long to wait).
 */
export type RefusalMessage = string | ((secondsLeft: number) => string);

/**
 * Takes a slot of every allowance, all or none, in one statement: 429 (with `message`) when one is
 * full, the slots taken given back. Returns the function that gives them all back.
 */
export async function reserve(services: Services, allowances: Allowance[], message?: RefusalMessage): Promise<GiveBack> {
  return holdSlots(services, await services.rateLimits.take(allowances), allowances, message);
}

/**
 * Decides on the slots a statement took (`taken`, keys of `allowances`): 429 (with `message`) when one
 * allowance was full, the slots taken given back; else the function that gives them all back.
 */
export async function holdSlots(services: Services, taken: readonly string[], allowances: readonly Allowance[], message?: RefusalMessage): Promise<GiveBack> {
  const giveBack: GiveBack = (options) => services.rateLimits.release({ giveBack: taken, reset: options?.reset });
  if (taken.length < allowances.length) {
    await giveBack();
    if (typeof message !== 'function') throw tooManyRequests(message);
    const full = allowances.map((a) => a.key).filter((key) => !taken.includes(key));
    // At least a second: a window that ended between the two statements still refused this request.
    throw tooManyRequests(message(Math.max(1, await services.rateLimits.secondsLeft(full))));
  }
  return giveBack;
}

/** An e-mail address as a counter's key: case and surrounding spaces do not make a new address. */
export const emailKey = (email: string): string => email.trim().toLowerCase();

/** Providers that ignore dots in the local part (a.b@gmail.com is ab@gmail.com); googlemail.com is gmail.com. */
const DOTS_IGNORED = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, as the key of a per-mailbox allowance (issue 30): besides case and spaces, a
 * sub-address (`user+tag@`, which most providers deliver to `user@`) and, for Gmail, dots in the local part do not
 * make a new mailbox, so `user+1@`, `user+2@`… share `user@`'s allowance. For counting only: a letter still goes to
 * the address as typed, and a registration is found by its address as typed (emailKey).
 */
export function mailboxKey(email: string): string {
  const address = emailKey(email);
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTS_IGNORED.has(domain)) {
    domain = 'gmail.com';
    local = local.replaceAll('.', '') || local;
  }
  return `${local}@${domain}`;
}

/** Sign-in counters of one attempt: number normalised by the caller, `ip` as Fastify resolved it. */
export function signInKeys(number: string, ip: string) {
  return { ip: `login:ip:${ip}`, pair: `login:number-ip:${number}|${ip}`, number: `login:number:${number}` };
}

export function signInAllowances(keys: ReturnType<typeof signInKeys>): Allowance[] {
  return [
    { key: keys.ip, limit: THROTTLE.perIp, windowSeconds: THROTTLE.windowSeconds },
    { key: keys.pair, limit: THROTTLE.perNumberAndIp, windowSeconds: THROTTLE.windowSeconds },
  ];
}

/** The rising delay of a number many addresses failed on (see THROTTLE.numberSlowAfter). */
export function numberDelayMs(failures: number): number {
  if (failures < THROTTLE.numberSlowAfter) return 0;
  return Math.min((failures - THROTTLE.numberSlowAfter + 1) * THROTTLE.numberDelayStepMs, THROTTLE.numberDelayMaxMs);
}

/** Waits the rising delay of a counter's failures (`failures`, read with whatever the caller reads). */
export async function slowIfGuessed(failures: number): Promise<void> {
  const delay = numberDelayMs(failures);
  if (delay > 0) await sleep(delay);
}

/** Counts a wrong code against the number itself (the slots of the address stay taken). */
export async function countNumberFailure(services: Services, numberKey: string): Promise<void> {
  await services.rateLimits.hit(numberKey, THROTTLE.windowSeconds);
}
