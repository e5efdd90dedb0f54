// The self-introduction video over tus (tus-js-client), in 8 MiB chunks: a cut connection is retried,
// going offline waits for the browser's `online` event and goes on, and a reload finds the upload again
// (its URL kept in localStorage under the file's fingerprint: name, type, size, date, endpoint), so
// picking the same file offers to continue. The server runs the same checks as for one request and
// answers the last chunk with the stored file. An access token that lapsed during a long upload is
// renewed through the client's one shared refresh, then the upload goes on from its offset.
import * as tus from 'tus-js-client';
import { ApiCode } from '../../shared/api-codes';
import { messages } from '../../shared/messages';
import { RESUMABLE_CHUNK_BYTES, RESUMABLE_PATH } from '../../shared/resumable-upload';
import { renewing } from '../api/client';
import { checkFile, UploadError, type FileResource, type UploadPurpose } from './upload-resource';

/** Retries of a failed request while the browser says it is online; offline, it waits for `online`. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000, 30000];

export type ResumableState = 'uploading' | 'paused' | 'offline' | 'retrying' | 'finishing';

export interface ResumableOptions {
  file: File;
  purpose: UploadPurpose;
  /** Continue the upload this file left unfinished (found by hasUnfinishedUpload) instead of starting over. */
  resume: boolean;
  onProgress(sent: number, total: number): void;
  onState(state: ResumableState): void;
}

export interface ResumableHandle {
  /** The stored file, or an UploadError (status -1: cancelled). */
  done: Promise<FileResource>;
  pause(): void;
  resume(): void;
  cancel(): void;
}

const optionsFor = (file: File, purpose: UploadPurpose): tus.UploadOptions => ({
  endpoint: RESUMABLE_PATH,
  chunkSize: RESUMABLE_CHUNK_BYTES,
  retryDelays: RETRY_DELAYS,
  metadata: { purpose, filename: file.name, filetype: file.type },
  storeFingerprintForResuming: true,
  removeFingerprintOnSuccess: true,
});

/** Whether this browser holds an unfinished upload of this very file (a reload, a closed tab). */
export async function hasUnfinishedUpload(file: File, purpose: UploadPurpose): Promise<boolean> {
  const previous = await new tus.Upload(file, optionsFor(file, purpose)).findPreviousUploads().catch(() => []);
  return previous.length > 0;
}

/** The server's envelope in a tus answer's body, when there is one. */
function envelopeOf(body: string | undefined): { code?: number; message?: string; data?: FileResource } | null {
  try {
    return body ? (JSON.parse(body) as { code?: number; message?: string; data?: FileResource }) : null;
  } catch {
    return null;
  }
}

const expired = (error: unknown) => error instanceof UploadError && error.status === 401 && error.code === ApiCode.tokenExpired;

export function startResumable(options: ResumableOptions): ResumableHandle {
  const refused = checkFile(options.purpose, options.file);
  let current: tus.Upload | null = null;
  let cancelled = false;
  let paused = false;
  let onCancel: (() => void) | null = null;
  let attempts = 0;
  const done = refused
    ? Promise.reject(new UploadError(refused, -2))
    : // A lapsed access token: renewed once, then the same upload continues from its offset.
      renewing(() => run({ ...options, resume: options.resume || attempts++ > 0 }, (u) => (current = u), (cb) => (onCancel = cb), () => paused), expired);
  return {
    done,
    pause() {
      paused = true;
      void current?.abort();
      options.onState('paused');
    },
    resume() {
      paused = false;
      options.onState('uploading');
      current?.start();
    },
    cancel() {
      if (cancelled) return;
      cancelled = true;
      // Terminated on the server too: its bytes go now rather than at the expiry sweep.
      void current?.abort(true).catch(() => undefined);
      onCancel?.();
    },
  };
}

function run(
  { file, purpose, resume, onProgress, onState }: ResumableOptions,
  hold: (upload: tus.Upload) => void,
  whenCancelled: (cb: () => void) => void,
  isPaused: () => boolean,
): Promise<FileResource> {
  return new Promise((resolve, reject) => {
    let waitingForOnline: (() => void) | null = null;
    let lastSent = -1;
    const stopWaiting = () => {
      if (waitingForOnline) window.removeEventListener('online', waitingForOnline);
      waitingForOnline = null;
    };
    whenCancelled(() => {
      stopWaiting();
      reject(new UploadError(messages.uploadCancelled, -1));
    });
    const upload = new tus.Upload(file, {
      ...optionsFor(file, purpose),
      onProgress: (sent, total) => {
        onProgress(sent, total);
        // A retry reports the offset it starts from again: only new bytes mean the upload is moving.
        if (sent > lastSent) onState(sent === total ? 'finishing' : 'uploading');
        lastSent = sent;
      },
      onShouldRetry: (err, attempt, opts) => {
        const status = err.originalResponse?.getStatus() ?? 0;
        const retry = (status === 0 || status >= 500 || status === 409 || status === 423) && navigator.onLine !== false;
        if (retry && !isPaused()) onState('retrying');
        return retry && attempt < (opts.retryDelays?.length ?? 0);
      },
      onSuccess: ({ lastResponse }) => {
        const body = envelopeOf(lastResponse.getBody());
        if (body?.code === 0 && body.data?.uid) resolve(body.data);
        else reject(new UploadError(body?.message || messages.uploadFailed, lastResponse.getStatus(), body?.code));
      },
      onError: (err) => {
        const response = (err as tus.DetailedError).originalResponse;
        const status = response?.getStatus() ?? 0;
        // Offline: wait for the connection, then go on from the offset the server has.
        if (status === 0 && !isPaused() && navigator.onLine === false) {
          onState('offline');
          stopWaiting();
          waitingForOnline = () => {
            stopWaiting();
            onState('uploading');
            upload.start();
          };
          window.addEventListener('online', waitingForOnline);
          return;
        }
        const body = envelopeOf(response?.getBody());
        reject(new UploadError(body?.message || messages.uploadFailed, status, body?.code));
      },
    });
    hold(upload);
    void (async () => {
      if (resume) {
        const previous = await upload.findPreviousUploads();
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      }
      onState('uploading');
      upload.start();
    })();
  });
}
