// Resumable uploads (tus 1.0, @tus/server + @tus/file-store) of the purposes that may be large: the
// self-introduction video. A phone on a weak connection sends it in chunks (≈ 8 MiB) and, after a cut
// or a reload, asks the offset (HEAD) and sends the rest. Photos and documents keep the single request.
//
// Each tus request passes our checks before @tus/server sees it: a live registrant session (401), an
// upload of that registration (its id in the upload's metadata, set here, never by the client: any
// other upload answers 404), and a registration that can change now (409). At creation the declared
// length is held to the purpose's limit and the registration's byte quota (413, the same texts as the
// single request). When the last byte arrives, the file goes through the single request's own checks
// and keeping (uploads.ts keepReceived): type by content, quota under its lock, the resource row.
// A refused file's bytes are deleted. The upload's URL is relative (right behind a TLS proxy).
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { readdir } from 'node:fs/promises';
import type { FileStore as TusFileStore } from '@tus/file-store';
import type { Server as TusServer } from '@tus/server';
import type { Upload } from '@tus/utils';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../../shared/messages';
import { isResumablePurpose, RESUMABLE_MAX_CHUNK_BYTES, RESUMABLE_PATH, RESUMABLE_PURPOSES } from '../../../shared/resumable-upload';
import { extensionOf } from '../../../shared/file-extension';
import type { Registrant } from '../../platform/contract/callers';
import { assertCanChange } from '../../platform/contract/editable';
import type { Services } from '../../platform/contract/services';
import { envelope } from '../../platform/contract/envelope';
import type { LockSession } from '../../platform/db/advisory-locker';
import { ApiError, badRequest, notFound, tooLarge, unsupportedType } from '../../platform/http/api-error';
import { requestMessages } from '../../platform/http/request-messages';
import { checkFilename, safeFilename } from './file-name';
import { uploadBudget, uploaderOf } from './quotas';
import { toFileResource } from './resources';
import type { UploadPurpose } from './upload-rules';
import { keepReceived } from './uploads';

export { RESUMABLE_PATH };
/** The largest PATCH body (src/shared/resumable-upload.ts: twice the browser's chunk). */
export const MAX_CHUNK_BYTES = RESUMABLE_MAX_CHUNK_BYTES;
/** An upload not finished within this time is swept (its bytes and its metadata). */
export const RESUMABLE_EXPIRY_MS = 24 * 60 * 60 * 1000;

export interface ResumableUploads {
  /** Removes unfinished uploads past their expiry; the count removed. */
  sweepExpired(): Promise<number>;
  /** The folder of unfinished uploads (tests look at it). */
  directory: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    resumableUploads: ResumableUploads;
  }
}

/** An answer of ours inside the tus flow: its status and our JSON envelope as the body. */
const asTusError = (err: ApiError) => ({ status_code: err.status, body: JSON.stringify({ code: err.code, message: err.message, data: err.data ?? null }) });

export async function registerResumableUploads(
  app: FastifyInstance,
  services: Services,
  resolveRegistrant: (req: FastifyRequest) => Promise<Registrant>,
): Promise<ResumableUploads> {
  const directory = join(services.config.filesDir, 'tus');
  let lockSession: LockSession | undefined;
  app.addHook('onClose', async () => lockSession?.close());
  /** Who sent each request handed to tus (its hooks see the request, not our session). */
  const callers = new WeakMap<IncomingMessage, { registrant: Registrant; ip: string }>();
  const callerOf = (req: { runtime?: { node?: { req: IncomingMessage } } }) => {
    const raw = req.runtime?.node?.req;
    const caller = raw && callers.get(raw);
    if (!caller) throw new Error('tus request without its caller');
    return caller;
  };

  /**
   * @tus/server, its file store and the lock, loaded on the first resumable request (or a sweep that finds
   * unfinished uploads): most starts of the server never see one, and the modules cost ≈ 3 MB of heap
   * and ≈ 15 MB resident (issue 33, the idle footprint).
   */
  let engine: Promise<{ tus: TusServer; datastore: TusFileStore }> | undefined;
  const loadEngine = () =>
    (engine ??= (async () => {
      const [{ Server }, { FileStore }, locks] = await Promise.all([import('@tus/server'), import('@tus/file-store'), import('../../platform/db/advisory-locker')]);
      const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: RESUMABLE_EXPIRY_MS });
      lockSession = services.dbKind === 'postgres' && services.config.databaseUrl ? locks.postgresLockSession(services.config.databaseUrl) : locks.embeddedLockSession(services.db);
      const tus = new Server({
        path: RESUMABLE_PATH,
        datastore,
        locker: new locks.AdvisoryLocker(lockSession),
        relativeLocation: true,
        respectForwardedHeaders: false,
        // Same origin only: no Access-Control-Allow-Origin at all.
        allowedOrigins: [],
        namingFunction: () => randomUUID(),
        maxSize: Math.max(...RESUMABLE_PURPOSES.map((p) => services.uploadRules[p].maxBytes)),
        // The owner and the purpose are ours to write: whatever the client put under those keys is replaced.
        onUploadCreate: async (req, upload) => {
          const { registrant } = callerOf(req as never);
          return { metadata: { ...upload.metadata, registration: registrant.uid } };
        },
        onUploadFinish: async (req, upload) => {
          const { registrant, ip } = callerOf(req as never);
          const row = await finish(upload, registrant, ip);
          return { status_code: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify(envelope({ data: toFileResource(row) })) };
        },
        onResponseError: (_req, err) => (err instanceof ApiError ? asTusError(err) : undefined),
      });
      return { tus, datastore };
    })());

  /** The finished file through the single request's checks; its bytes go, kept or refused. */
  async function finish(upload: Upload, registrant: Registrant, ip: string) {
    const purpose = upload.metadata?.purpose as UploadPurpose;
    const rule = services.uploadRules[purpose];
    const filename = safeFilename(upload.metadata?.filename ?? '');
    const path = join(directory, upload.id);
    try {
      const hash = createHash('sha256');
      await pipeline(createReadStream(path), hash);
      return await keepReceived(services, path, {
        purpose,
        rule,
        allowed: rule.types[extensionOf(filename)] ?? [],
        uploader: uploaderOf(registrant.uid, ip),
        owner: registrant.uid,
        filename,
        bytes: upload.size ?? upload.offset,
        sha256: hash.digest('hex'),
      });
    } finally {
      // Kept (moved into the store) or refused: the upload itself is over either way.
      const { datastore } = await loadEngine();
      await datastore.remove(upload.id).catch(() => undefined);
      await datastore.configstore.delete(upload.id).catch(() => undefined);
    }
  }

  /** Creation: the purpose, the name and the declared length, checked before any byte is taken. */
  async function checkCreation(req: FastifyRequest, registrant: Registrant): Promise<void> {
    const metadata = parseMetadata(req.headers['upload-metadata']);
    const purpose = metadata.purpose as UploadPurpose;
    if (!isResumablePurpose(purpose)) throw badRequest([{ field: 'purpose', message: requestMessages.purposeFirst }]);
    const rule = services.uploadRules[purpose];
    const refusedName = checkFilename(services.validators, metadata.filename ?? '');
    if (refusedName) throw badRequest([refusedName], refusedName.message);
    if (!rule.types[extensionOf(safeFilename(metadata.filename ?? ''))]) throw unsupportedType(rule.typeMessage);
    const length = Number(req.headers['upload-length']);
    // A length declared later (Upload-Defer-Length) could not be held to the limits: refused.
    if (!Number.isSafeInteger(length) || length < 0) throw badRequest([{ field: 'file', message: requestMessages.noFile }], requestMessages.noFile);
    if (length === 0) throw badRequest([{ field: 'file', message: requestMessages.emptyFile }], requestMessages.emptyFile);
    if (length > rule.maxBytes) throw tooLarge(rule.sizeMessage);
    const budget = await uploadBudget(services.db, services.uploadQuotas, uploaderOf(registrant.uid, req.ip));
    if (length > budget) throw tooLarge(services.uploadQuotas.bytesMessage);
  }

  /** Any later request: the upload must exist and be this registration's (else 404, telling nothing). */
  async function checkOwner(id: string, registrant: Registrant): Promise<void> {
    const { datastore } = await loadEngine();
    const upload = await datastore.getUpload(id).catch(() => null);
    if (!upload || upload.metadata?.registration !== registrant.uid) throw notFound(messages.fileNotFound);
  }

  const handle = async (req: FastifyRequest<{ Params: { id?: string } }>, reply: FastifyReply) => {
    const registrant = await resolveRegistrant(req);
    if (req.method === 'POST') await checkCreation(req, registrant);
    else await checkOwner(req.params.id ?? '', registrant);
    assertCanChange(services.config, registrant);
    if (req.method === 'PATCH' && !(Number(req.headers['content-length']) <= MAX_CHUNK_BYTES)) throw tooLarge(requestMessages.bodyTooLarge);
    callers.set(req.raw, { registrant, ip: req.ip });
    // The security headers set so far (onRequest) would stay on Fastify's reply: tus answers on the raw one.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
    reply.hijack();
    const { tus } = await loadEngine();
    await tus.handle(req.raw, reply.raw);
  };

  await app.register(async (scope) => {
    // The chunk's bytes are tus's to read from the request: Fastify leaves the body alone.
    scope.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));
    scope.route({ method: 'POST', url: RESUMABLE_PATH, handler: handle });
    scope.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: `${RESUMABLE_PATH}/:id`, handler: handle });
  });

  return {
    // Nothing unfinished on disk (no upload ever begun here): nothing to load.
    sweepExpired: async () => ((await readdir(directory).catch(() => [])).length === 0 ? 0 : (await loadEngine()).datastore.deleteExpired()),
    directory,
  };
}

/** tus Upload-Metadata: comma-separated `key base64value` pairs. */
function parseMetadata(header: string | string[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of String(header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key) out[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return out;
}
