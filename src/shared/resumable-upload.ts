// Resumable uploads (tus) as both ends know them: which purposes go that way, where, and in what chunks.
// The server's plugin: src/server/features/resources/resumable.ts; the browser's: src/web/files/resumable-upload.ts.
import type { components } from './generated/api';

/** The tus endpoint (openapi/openapi.yaml: x-protocol: tus). */
export const RESUMABLE_PATH = '/api/resources/v1/resumable';
/** The purposes sent in chunks that survive a cut: the large file. Photos and documents stay one request. */
export const RESUMABLE_PURPOSES: readonly components['schemas']['UploadPurpose'][] = ['self-introduction-video'];
/** The browser's chunk: well under what proxies refuse (often 100 MB), large enough to keep few round trips. */
export const RESUMABLE_CHUNK_BYTES = 8 * 1024 * 1024;
/** The server refuses a PATCH body over this: twice the chunk. */
export const RESUMABLE_MAX_CHUNK_BYTES = 2 * RESUMABLE_CHUNK_BYTES;

export const isResumablePurpose = (purpose: string): boolean => (RESUMABLE_PURPOSES as readonly string[]).includes(purpose);
