// The bucket store (FILES_BACKEND=s3): the same FileStore as the local directory, for several instances
// that share no disk. An upload still streams to a local temp file first (its type check and photo
// cleaning read it there: FILES_DIR/tmp); commit() streams that file to the bucket in one PUT, and resolves
// only once the store has answered that it holds every byte: acknowledged means stored, as on disk. A
// cleaned photo, like a receipt, is put from memory (put(): the SDK retries a body it holds).
// read() streams the object back; nothing holds a whole file in memory but readAll().
// The SDK is loaded only here, by a server that uses it (lazy-modules.ts).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config/config';
import { loadS3 } from '../load/lazy-modules';
import { OpenedOnRead } from './opened-on-read';
import { checkKey, fileMissing, LocalFileStore, type FileStore } from './file-store';

/**
 * Tries of one file's PUT. The SDK does not retry a request whose body is a stream (it cannot read it
 * again), so commit() does, with a new stream of the temp file each time, as the SDK's default would (3).
 */
const PUT_TRIES = 3;
/** The pause before the second try; the third waits twice as long. */
const RETRY_PAUSE_MS = 200;
/**
 * The temp file is read 16 KB at a time, not the stream default's 64 KB. Each read is a new buffer that
 * lives until a collection takes it, and V8 collects when the JS heap fills, not when buffers pile up:
 * with 64 KB reads a 50 MB PUT left up to 28 MB of spent buffers in the server's RSS, with 16 KB reads
 * at most 11 MB, at about a tenth less throughput to s3rver (the runs: docs/performance.md, "5 Dec 2026,
 * evening").
 */
const READ_BYTES = 16 * 1024;
/** The read of the hash before the PUT: one buffer, used again for every read (no garbage). */
const HASH_READ_BYTES = 256 * 1024;
/** The signature's payload hash (SigV4): given, the SDK signs it instead of sending a stream unsigned. */
const PAYLOAD_HASH_HEADER = 'x-amz-content-sha256';

/** A file's SHA-256 (hex). */
async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  const file = await open(path);
  try {
    const buffer = Buffer.allocUnsafe(HASH_READ_BYTES);
    for (;;) {
      const { bytesRead } = await file.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      hash.update(buffer.subarray(0, bytesRead));
    }
  } finally {
    await file.close();
  }
  return hash.digest('hex');
}

type S3Settings = Config['s3'];

/**
 * Where the bucket store reports what it tried again (the server's logger; pino's `warn(obj, msg)`). The
 * SDK's own warnings go there too, as structured lines, not to the console; its info and debug lines
 * (every call, with its input) do not.
 */
export interface StoreLog {
  warn(details: object, message: string): void;
}

/** The log of a command-line tool, which has no server's logger: the console's standard error. */
export const consoleStoreLog: StoreLog = { warn: (details, message) => console.warn(message, details) };
type Sdk = Awaited<ReturnType<typeof loadS3>>;

/** An S3 error's HTTP status (404 for a missing object or bucket), if the store answered. */
function statusOf(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/**
 * Whether a failed PUT may succeed if sent again: the store did not answer (a connection lost or timed
 * out), or answered that it is busy or failing (429, 5xx). Any other answer refuses the request itself.
 */
function worthRetrying(err: unknown): boolean {
  const status = statusOf(err);
  return status === undefined || status === 429 || status >= 500;
}

/**
 * A missing object (NoSuchKey) reads as a missing file does, so callers need one rule for both stores; a
 * missing bucket is a setting gone wrong, not a file (a 500, logged).
 */
function missingAsFileMissing(err: unknown, key: string): Error {
  if (statusOf(err) === 404 && (err as { name?: string }).name !== 'NoSuchBucket') return fileMissing(key, err);
  return err instanceof Error ? err : new Error(String(err));
}

export class S3FileStore implements FileStore {
  /** Temp files (and their checks) are local, as for the directory store. */
  private readonly local: LocalFileStore;

  private constructor(
    private readonly sdk: Sdk,
    private readonly client: S3Client,
    private readonly bucket: string,
    filesDir: string,
    private readonly log: StoreLog,
  ) {
    this.local = new LocalFileStore(filesDir);
  }

  /** Loads the SDK and makes the client (no request yet: a bucket that is unreachable fails the first file). */
  static async open(filesDir: string, settings: S3Settings, log: StoreLog): Promise<S3FileStore> {
    const sdk = await loadS3();
    const client = new sdk.S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.accessKeyId ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } } : {}),
      // Bucket in the path, not the host name: what MinIO, Ceph and most S3-compatible stores expect.
      forcePathStyle: true,
      // Checksums only where S3 requires them: with the SDK's defaults (CRC32 trailers on every request) some
      // S3-compatible stores keep the trailer in the object (s3rver did: a streamed upload came back corrupted).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      logger: {
        debug: () => undefined,
        info: () => undefined,
        warn: (...content: unknown[]) => log.warn({ sdk: content }, 'S3 client warning'),
        error: (...content: unknown[]) => log.warn({ sdk: content }, 'S3 client error'),
      },
    });
    return new S3FileStore(sdk, client, settings.bucket, filesDir, log);
  }

  get root(): string {
    return this.local.root;
  }

  keyFor(uid: string, now = new Date()): string {
    return this.local.keyFor(uid, now);
  }

  temp() {
    // Not written back to the local disk as it comes: commit() sends it to the bucket, which makes it
    // durable, and removes it (most of its pages never need to reach this disk at all).
    return this.local.temp(Infinity);
  }

  removeTemp(path: string): Promise<void> {
    return this.local.removeTemp(path);
  }

  /**
   * Streams the temp file to the bucket in one PUT with its length; the temp file goes once the store has
   * it. One PUT, not the SDK's multipart uploader: that one gathers each 5 MiB part in memory to send it
   * (about three parts held at a moment, ≈ 18 MB for a film), where a stream holds one read buffer. Every
   * file we take is far under a single PUT's 5 GB (schemas/upload-rules.json). What it costs: a PUT that
   * fails is sent again whole, not from its failed part.
   * The body is signed as the parts were: its SHA-256, read from the file first, is the signature's payload
   * hash, which the store checks against what it receives. A stream would otherwise go UNSIGNED-PAYLOAD,
   * which some S3-compatible stores refuse on a PUT, and which leaves a plain-http store's bytes unchecked.
   */
  async commit(tempPath: string, key: string): Promise<void> {
    checkKey(key);
    const { size } = await stat(tempPath);
    const payloadHash = await sha256OfFile(tempPath);
    for (let tries = 1; ; tries += 1) {
      const body = createReadStream(tempPath, { highWaterMark: READ_BYTES });
      try {
        const put = new this.sdk.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentLength: size });
        put.middlewareStack.add(
          (next) => (args) => {
            const request = args.request as { headers?: Record<string, string> };
            if (request.headers) request.headers[PAYLOAD_HASH_HEADER] = payloadHash;
            return next(args);
          },
          { step: 'build', name: 'signedPayloadHash' },
        );
        await this.client.send(put);
        break;
      } catch (err) {
        if (tries >= PUT_TRIES || !worthRetrying(err)) throw err;
        // The error's name and status only: an SDK error carries the store's whole response with it.
        const { name, message } = err instanceof Error ? err : { name: 'Error', message: String(err) };
        this.log.warn({ key, tries, status: statusOf(err), error: `${name}: ${message}` }, 'bucket PUT failed; sending it again');
      } finally {
        body.destroy();
      }
      await sleep(RETRY_PAUSE_MS * tries);
    }
    await rm(tempPath, { force: true });
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await this.client.send(new this.sdk.PutObjectCommand({ Bucket: this.bucket, Key: checkKey(key), Body: bytes, ContentLength: bytes.byteLength }));
  }

  async readAll(key: string): Promise<Buffer> {
    return Buffer.concat(await this.read(key).toArray());
  }

  read(key: string): Readable {
    checkKey(key);
    return new OpenedOnRead(async (abortSignal) => {
      try {
        const out = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }), { abortSignal });
        return out.Body as Readable;
      } catch (err) {
        throw missingAsFileMissing(err, key);
      }
    });
  }

  readRange(key: string, start: number, end: number): Readable {
    checkKey(key);
    return new OpenedOnRead(async (abortSignal) => {
      try {
        const out = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=${start}-${end}` }), { abortSignal });
        return out.Body as Readable;
      } catch (err) {
        throw missingAsFileMissing(err, key);
      }
    });
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return true;
    } catch (err) {
      if (statusOf(err) === 404) return false;
      throw err;
    }
  }

  // As on disk, a removal that fails leaves an orphan object (no row names it), never a row without its bytes.
  async remove(key: string): Promise<void> {
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  /** Closes the client's sockets (server shutdown). */
  close(): void {
    this.client.destroy();
  }
}

/** The store the settings name: the directory, or the bucket (its SDK loaded only then). */
export async function openFileStore(
  config: Pick<Config, 'filesDir' | 'filesBackend' | 's3'>,
  local: () => LocalFileStore,
  log: StoreLog,
): Promise<FileStore & { close?(): void }> {
  return config.filesBackend === 's3' ? S3FileStore.open(config.filesDir, config.s3, log) : local();
}
