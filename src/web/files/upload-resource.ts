// Uploads one file to POST /api/resources/v1/create with progress and cancel. XMLHttpRequest, not
// fetch: only XHR reports upload progress in today's browsers. An access token that lapsed while
// the page stayed open is renewed through the typed client's one shared refresh, then the same form
// is sent once more. The per-purpose rules (types, size) are checked here first from
// schemas/upload-rules.json (through the generated limits, without the MIME lists the browser does
// not need), the same data the server enforces.
import { ApiCode } from '../../shared/api-codes';
import type { components, paths } from '../../shared/generated/api';
import { PROGRAMME_LIMITS } from '../../shared/generated/programme-limits';
import { checkFileWith } from '../../shared/limit-texts';
import { messages } from '../../shared/messages';
import type { UploadLimit } from '../../shared/programme-limits';
import { renewing } from '../api/client';

export type FileResource = components['schemas']['FileResource'];
export type UploadPurpose = components['schemas']['UploadPurpose'];

export function uploadRule(purpose: UploadPurpose): UploadLimit {
  return PROGRAMME_LIMITS.uploads[purpose];
}

/** The `accept` attribute of a file input for a purpose (extensions, e.g. ".jpg,.jpeg,.png"). */
export function acceptFor(purpose: UploadPurpose): string {
  return uploadRule(purpose)
    .types.map((ext) => `.${ext}`)
    .join(',');
}

/** The rule's zh-TW message when the file breaks it before any byte is sent, else null. */
export function checkFile(purpose: UploadPurpose, file: { name: string; size: number }): string | null {
  return checkFileWith(uploadRule(purpose), file);
}

export class UploadError extends Error {
  constructor(
    message: string,
    /** HTTP status (0: no answer, -1: cancelled, -2: refused before sending). */
    readonly status: number,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export interface UploadOptions {
  file: File;
  purpose: UploadPurpose;
  /** Security token: candidate and tourism photos may be sent without a session. */
  cfToken?: string;
  /** 0..1 of the bytes sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const UPLOAD_PATH = '/api/resources/v1/create' satisfies keyof paths;
const expired = (error: unknown) => error instanceof UploadError && error.status === 401 && error.code === ApiCode.tokenExpired;

export function uploadResource({ file, purpose, cfToken, onProgress, signal }: UploadOptions): Promise<FileResource> {
  const refused = checkFile(purpose, file);
  if (refused) return Promise.reject(new UploadError(refused, -2));
  const form = new FormData();
  form.append('purpose', purpose);
  if (cfToken) form.append('cfToken', cfToken);
  form.append('file', file, file.name);
  return renewing(() => send(form, onProgress, signal), expired);
}

function send(form: FormData, onProgress: UploadOptions['onProgress'], signal: AbortSignal | undefined): Promise<FileResource> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_PATH);
    // Same origin: the session cookies ride along without withCredentials.
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      // null when the answer is not JSON
      const body = xhr.response as { code?: number; message?: string; data?: FileResource } | null;
      if (!body) return reject(new UploadError(`${messages.uploadFailed}（回應格式錯誤）`, xhr.status));
      if (xhr.status >= 200 && xhr.status < 300 && body?.code === 0 && body.data?.uid) {
        onProgress?.(1);
        resolve(body.data);
      } else {
        reject(new UploadError(body?.message || `${messages.uploadFailed}（HTTP ${xhr.status}）`, xhr.status, body?.code));
      }
    };
    xhr.onerror = () => reject(new UploadError(messages.networkError, 0));
    xhr.onabort = () => reject(new UploadError('已取消上傳', -1));
    if (signal) {
      if (signal.aborted) {
        reject(new UploadError('已取消上傳', -1));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}
