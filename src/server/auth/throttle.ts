// Brute-force throttling for login and resend: per client IP and per registration number, counted
// in the database (shared by every instance). Failures count; a success clears the number's counter.
import { tooManyRequests } from '../contract/api-error';
import type { Services } from '../services';

export const THROTTLE = {
  /** failed sign-ins per registration number per window */
  perNumber: 5,
  /** failed sign-ins per IP per window */
  perIp: 20,
  /** resend requests per IP per window */
  resendPerIp: 5,
  windowSeconds: 15 * 60,
} as const;

export async function assertNotThrottled(services: Services, keys: { key: string; limit: number }[]): Promise<void> {
  for (const { key, limit } of keys) {
    if ((await services.rateLimits.count(key)) >= limit) throw tooManyRequests();
  }
}

export async function countFailure(services: Services, keys: string[]): Promise<void> {
  for (const key of keys) await services.rateLimits.hit(key, THROTTLE.windowSeconds);
}
