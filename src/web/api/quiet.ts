// Opting a call out of the generic error toasts of SPEC.md section 8, for callers that show their
// own texts (login, resend) or only log failures: `api.POST(path, { body, ...quiet })`.
// The refresh-and-retry of an expired session still applies.
import type { Middleware } from 'openapi-fetch';

const quietIds = new Set<string>();

const markQuiet: Middleware = {
  onRequest({ id }) {
    quietIds.add(id);
  },
};

export const quiet = { middleware: [markQuiet] };

/** True once for a quiet request (forgets it: each id is asked about when its answer arrives). */
export function takeQuiet(id: string): boolean {
  return quietIds.delete(id);
}
