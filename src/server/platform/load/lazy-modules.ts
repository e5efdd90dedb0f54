// Modules the server loads with the first request that needs them, not at boot: a restart answers
// sooner. Each is loaded once and kept. A second `import()` of a loaded module is not free under
// `npm start`: tsx's loader resolves every import() through its hooks thread, ≈ 0.5 ms of the main
// thread each in a surge, three per photo (bench/rush.mjs, README "Performance").

/** `load` run on the first call; later calls answer the same promise (a failed load is tried again). */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
}

/** sharp: libvips and ≈ 60 modules. */
export const loadSharp = loadOnce(async () => (await import('sharp')).default);
/** exifr: the capture date of a photo. */
export const loadExifr = loadOnce(async () => (await import('exifr')).default);
/** file-type and its readers: ≈ 30 modules. */
export const loadFileType = loadOnce(() => import('file-type'));
/** The S3 client (≈ 300 modules): loaded only by a server with FILES_BACKEND=s3. */
export const loadS3 = loadOnce(() => import('@aws-sdk/client-s3'));
