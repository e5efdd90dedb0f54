// The back office's API client, typed from the same contract as the site (openapi-fetch). Staff
// sessions have no refresh token: a 401 means the session is over (idle 30 min, 12 h, disabled, role
// changed), and every page then shows the sign-in form (auth/staff-session.ts listens).
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../shared/generated/api';
import { messages } from '../../shared/messages';

export const adminApi = createClient<paths>({ baseUrl: '', credentials: 'same-origin', headers: { 'Cache-Control': 'no-cache' } });

const sessionEndedListeners = new Set<() => void>();
/** Called on every 401 answer; returns the unsubscribe. */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}
const sessionEnded: Middleware = {
  onResponse({ response }) {
    if (response.status === 401) sessionEndedListeners.forEach((l) => l());
  },
};
adminApi.use(sessionEnded);

/** A refused call: the server's zh-TW message and, for a 400, the fields it names. */
export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | undefined,
    readonly fieldErrors: { field: string; message: string }[] = [],
    /** The envelope's `data` of the refusal (e.g. who decided meanwhile), when it carries one. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

interface Answer<T> {
  data?: { data?: T; total?: number } | undefined;
  error?: unknown;
  response: Response;
}

/** The envelope's `data` of a successful call; otherwise throws an ApiFailure (for TanStack Query). */
export function unwrap<T>(answer: Answer<T>): T {
  return unwrapPage(answer).data;
}

/** A paged list's `data` and `total` (DESIGN.md section 3); throws an ApiFailure like unwrap. */
export function unwrapPage<T>(answer: Answer<T>): { data: T; total: number } {
  if (answer.error !== undefined || !answer.response.ok) {
    const body = (answer.error ?? {}) as { code?: number; message?: string; data?: { errors?: { field: string; message: string }[] } | null };
    throw new ApiFailure(body.message || messages.genericError, answer.response.status, body.code, body.data?.errors ?? [], body.data ?? null);
  }
  return { data: answer.data?.data as T, total: answer.data?.total ?? 0 };
}

/**
 * A multipart POST that reports how much of the body has gone (fetch cannot tell upload progress: an
 * XMLHttpRequest can). Answers like unwrap: the envelope's `data`, or throws an ApiFailure; a 401 ends the
 * session as the client's middleware does.
 */
export function uploadWithProgress<T>(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = (xhr.response ?? {}) as { code?: number; message?: string; data?: unknown };
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body.data as T);
      if (xhr.status === 401) sessionEndedListeners.forEach((l) => l());
      const fields = (body.data as { errors?: { field: string; message: string }[] } | null | undefined)?.errors ?? [];
      reject(new ApiFailure(body.message || messages.genericError, xhr.status, body.code, fields));
    };
    xhr.onerror = () => reject(new ApiFailure(messages.genericError, 0, undefined));
    xhr.send(form);
  });
}
