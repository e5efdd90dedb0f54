// The one API client, typed from the contract (openapi-fetch), with the error rules of SPEC.md
// section 8 as middleware (error-handling.ts). A second client without middleware renews the
// session, so a refresh can never wait on itself. Every call gives up after 10 s (SPEC.md section 7).
import { TOAST_MS } from '../layout/toast-durations';
import { notifications } from '@mantine/notifications';
import createClient from 'openapi-fetch';
import type { paths } from '../../shared/generated/api';
import { errorHandling } from './error-handling';
import { emitSessionEnded } from './session-events';

export { quiet } from './quiet';

const TIMEOUT_MS = 10_000;

function fetchWithTimeout(request: Request): Promise<Response> {
  return globalThis.fetch(request, { signal: AbortSignal.any([request.signal, AbortSignal.timeout(TIMEOUT_MS)]) });
}

const options = {
  baseUrl: '',
  credentials: 'same-origin',
  headers: { 'Cache-Control': 'no-cache' },
  fetch: fetchWithTimeout,
} as const;

/** Only renews sessions: no middleware. */
const refreshClient = createClient<paths>(options);

export const api = createClient<paths>(options);

const errors = errorHandling({
  refresh: async () => (await refreshClient.POST('/api/auth/v1/token', { body: { grantType: 'refreshToken' } })).response,
  send: fetchWithTimeout,
  toast: (message) => notifications.show({ message, color: 'red', autoClose: TOAST_MS.error }),
  sessionEnded: emitSessionEnded,
});
api.use(errors.middleware);

/** The upload's XMLHttpRequest through the client's one shared refresh (see error-handling.ts). */
export const renewing = errors.renewing;
