// The client's error rules (SPEC.md section 8, DESIGN.md section 6) as openapi-fetch middleware:
// - 401 with code 2007 (access token expired): ONE shared refresh (POST /api/auth/v1/token through a
//   client without this middleware), then the original request once more from a clone taken before
//   it was sent. If the refresh is refused the session is over: toast, local sign-out. Calls outside
//   the client (the upload's XMLHttpRequest) share that same refresh through `renewing`.
// - other 401: toast the answer's message (2 s); the "not authenticated" answer also ends the
//   session locally (the auth machine signs out and goes home).
// - 403: passed on silently. 409: message or "operation conflict". Other >= 400: message or
//   "an error occurred". All toasts 2 s, and none for quiet calls (see quiet.ts).
import type { Middleware } from 'openapi-fetch';
import { ApiCode } from '../../shared/api-codes';
import { messages } from '../../shared/messages';
import { takeQuiet } from './quiet';


/** Failures of these calls are only logged by their pages (SPEC.md section 8). */
const LOG_ONLY_PATHS = new Set(['/api/news/v1/list', '/api/news/v1/read/{id}', '/api/settings/v1/public']);
const REFRESH_PATH = '/api/auth/v1/token';

export interface ErrorHandlingDeps {
  /** Renews the session; resolves the token call's answer. */
  refresh: () => Promise<Response>;
  /** Sends a request again (the client's own fetch, without middleware). */
  send: (request: Request) => Promise<Response>;
  toast: (message: string) => void;
  sessionEnded: () => void;
}

interface Envelope {
  code?: number;
  message?: string;
}

async function readEnvelope(response: Response): Promise<Envelope> {
  try {
    const body: unknown = await response.clone().json();
    return body && typeof body === 'object' ? (body as Envelope) : {};
  } catch {
    return {};
  }
}

export interface ErrorHandling {
  middleware: Middleware;
  /**
   * A call outside the typed client, through the same shared refresh: when it fails with an expired
   * access token (`expired`), it is sent once more after the refresh. A refused refresh ends the session.
   */
  renewing<T>(send: () => Promise<T>, expired: (error: unknown) => boolean): Promise<T>;
}

export function errorHandling(deps: ErrorHandlingDeps): ErrorHandling {
  const clones = new Map<string, { request: Request; generation: number }>();
  let refreshing: Promise<Response> | null = null;
  // Counts successful refreshes: a call sent before the latest one needs no refresh of its own.
  let generation = 0;
  // Many calls may expire at once: they all wait for the same refresh.
  const sharedRefresh = () => {
    refreshing ??= deps.refresh().then(
      (answer) => {
        if (answer.ok) generation++;
        refreshing = null;
        return answer;
      },
      (error: unknown) => {
        refreshing = null;
        throw error;
      },
    );
    return refreshing;
  };
  // A call sent before the latest successful refresh is simply sent again (a bare 200 stands in).
  const renew = (sentAt: number) => (sentAt < generation ? Promise.resolve(new Response()) : sharedRefresh().catch(() => null));

  const middleware: Middleware = {
    onRequest({ request, id, schemaPath }) {
      if (schemaPath !== REFRESH_PATH) clones.set(id, { request: request.clone(), generation });
    },
    onError({ id }) {
      clones.delete(id);
      takeQuiet(id);
    },
    async onResponse({ response, id, schemaPath }) {
      const clone = clones.get(id);
      clones.delete(id);
      const quiet = takeQuiet(id) || LOG_ONLY_PATHS.has(schemaPath);
      if (response.ok) return undefined;

      let answer = response;
      let body = await readEnvelope(answer);
      if (answer.status === 401 && body.code === ApiCode.tokenExpired && clone) {
        const renewed = await renew(clone.generation);
        if (renewed?.ok) {
          answer = await deps.send(clone.request);
          if (answer.ok) return answer;
          body = await readEnvelope(answer);
        } else if (renewed && renewed.status === 401) {
          // The refresh cookie is gone or revoked: this session is over.
          if (!quiet) deps.toast((await readEnvelope(renewed)).message ?? messages.notAuthenticated);
          deps.sessionEnded();
          return answer;
        }
      }
      if (quiet) return answer === response ? undefined : answer;

      const status = answer.status;
      if (status === 401) {
        const message = body.message ?? messages.notAuthenticated;
        deps.toast(message);
        if (message === messages.notAuthenticated) deps.sessionEnded();
      } else if (status === 403) {
        // passed on without a message
      } else if (status === 409) {
        deps.toast(body.message ?? messages.operationConflict);
      } else if (status >= 400) {
        deps.toast(body.message ?? messages.genericError);
      }
      return answer === response ? undefined : answer;
    },
  };

  return {
    middleware,
    async renewing(send, expired) {
      const sentAt = generation;
      try {
        return await send();
      } catch (error) {
        if (!expired(error)) throw error;
        const renewed = await renew(sentAt);
        if (renewed?.status === 401) deps.sessionEnded();
        if (!renewed?.ok) throw error;
        return send();
      }
    },
  };
}

