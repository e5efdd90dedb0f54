// Receives one upload (multipart fields `purpose`, optional `cfToken`, then `file`), streaming it to
// disk: no whole-file buffering while it arrives, stopped at the purpose's size limit, type checked by magic bytes
// against both the purpose and the file name's extension. Photos are cleaned (image-clean.ts).
import { createHash, randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiCode } from '../../../shared/api-codes';
import { messages } from '../../../shared/messages';
import { requestMessages } from '../../platform/http/request-messages';
import { registrationWindowMessage, uploadWindowMessage } from '../../../shared/window-messages';
import { registrationOpen, uploadOpen } from '../../platform/config/config';
import { captchaRefusal } from '../../platform/guards/captcha-guard';
import type { Registrant } from '../../platform/contract/callers';
import { ApiError, badRequest, conflict, tooLarge, tooManyRequests, unauthorized, unsupportedType } from '../../platform/http/api-error';
import { inLowPriorityLane } from '../../platform/db/single-session-dialect';
import { QueueFull } from '../../platform/load/work-queue';
import type { Resource } from '../../platform/db/schema';
import { assertCanChange } from '../../platform/contract/editable';
import type { Services } from '../../platform/contract/services';
import { readWholeFile } from '../../platform/storage/file-store';
import { addressKeyOf, holdQuota, uploadBudget, uploaderOf, type Uploader } from './quotas';
import { checkFilename, safeFilename } from './file-name';
import { extensionOf } from '../../../shared/file-extension';
import { loadFileType } from '../../platform/load/lazy-modules';
import { cleanImage, ImageRejectedError, isImage, type CleanedImage } from './image-clean';
import { isUploadPurpose, largestUploadOf, type UploadPurpose, type UploadRule } from './upload-rules';

class SizeExceeded extends Error {}

/** The files directory is full, read-only or not ours: 507 with a message people can act on. */
// ENOENT/ENOTDIR: the directory is gone (an unmounted share; recursive mkdir on a read-only mount says ENOENT too).
const STORAGE_ERRORS = new Set(['ENOSPC', 'EDQUOT', 'EACCES', 'EPERM', 'EROFS', 'ENOENT', 'ENOTDIR']);
export function storageFailure(err: unknown): unknown {
  return STORAGE_ERRORS.has((err as NodeJS.ErrnoException)?.code ?? '') ? new ApiError(507, ApiCode.storageFailed, requestMessages.storageFailed) : err;
}

/** The request body ended before its multipart form did (connection cut, client gave up). */
const isTruncatedBody = (err: unknown) => /unexpected end of multipart data/i.test(String((err as Error)?.message));
const truncated = () => badRequest([{ field: 'file', message: requestMessages.uploadIncomplete }], requestMessages.uploadIncomplete);

/** Counts bytes (failing past the limit), hashes them and keeps the first bytes. */
function meter(limit: number) {
  const hash = createHash('sha256');
  let bytes = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      if (bytes > limit) return done(new SizeExceeded());
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { transform, bytes: () => bytes, sha256: () => hash.digest('hex') };
}

async function checkWindow(services: Services, registrant: Registrant | null, purpose: UploadPurpose): Promise<void> {
  const { config } = services;
  if (registrant) {
    assertCanChange(config, registrant);
  } else if (purpose === 'candidate-photo') {
    if (!registrationOpen(config)) throw conflict(registrationWindowMessage(config.programme));
  } else if (!uploadOpen(config)) {
    throw conflict(uploadWindowMessage(config.programme));
  }
}

async function checkAnonymous(services: Services, req: FastifyRequest, rule: UploadRule, cfToken: string | undefined) {
  if (!rule.anonymous) throw unauthorized();
  if (!cfToken) throw badRequest([{ field: 'cfToken', message: messages.pleaseCompleteCaptchaFirst }], messages.pleaseCompleteCaptchaFirst);
  const result = await services.captcha.verify(cfToken, req.ip);
  if (!result.ok) throw captchaRefusal(result.reason);
}

/** What one upload may take: the purpose's rule, and the bytes its uploader's quota still allows. */
interface Allowance {
  rule: UploadRule;
  uploader: Uploader;
  /** Bytes left in the registration's quota (Infinity without one). */
  budget: number;
}

async function store(services: Services, file: MultipartFile, purpose: UploadPurpose, { rule, uploader, budget }: Allowance, owner: string | null): Promise<Resource> {
  const { files } = services;
  const refusedName = checkFilename(services.validators, file.filename);
  if (refusedName) {
    file.file.resume();
    throw badRequest([refusedName], refusedName.message);
  }
  const filename = safeFilename(file.filename);
  const extension = extensionOf(filename);
  const allowedForExtension = rule.types[extension];
  if (!allowedForExtension) {
    file.file.resume();
    throw unsupportedType(rule.typeMessage);
  }
  let tmp: Awaited<ReturnType<typeof files.temp>>;
  try {
    tmp = await files.temp();
  } catch (err) {
    file.file.resume();
    throw storageFailure(err);
  }
  const limit = Math.min(rule.maxBytes, budget);
  const m = meter(limit);
  try {
    try {
      await pipeline(file.file, m.transform, tmp.stream);
    } catch (err) {
      // Past the byte quota before the purpose's own limit: say which limit it was.
      if (err instanceof SizeExceeded) throw tooLarge(limit < rule.maxBytes ? services.uploadQuotas.bytesMessage : rule.sizeMessage);
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(rule.sizeMessage);
      if (isTruncatedBody(err)) throw truncated();
      throw storageFailure(err);
    }
    if (file.file.truncated) throw tooLarge(rule.sizeMessage);
    if (m.bytes() === 0) throw badRequest([{ field: 'file', message: requestMessages.emptyFile }], requestMessages.emptyFile);
    // The bytes are in; the work on them waits for its turn (src/server/platform/load/work-queue.ts), holding
    // only the temporary file: a slow client's transfer never takes a turn, a surge never floods
    // the database session or the CPU ahead of sign-ins and registrations.
    return await keepReceived(services, tmp.path, { purpose, rule, allowed: allowedForExtension, uploader, owner, filename, bytes: m.bytes(), sha256: m.sha256() });
  } finally {
    await files.removeTemp(tmp.path); // a photo's is still here (its cleaned bytes were stored); any other file's was moved in once committed
  }
}

/**
 * The checks and the keeping every received file goes through, whichever way its bytes came (this
 * single request, or a resumable upload: resumable.ts): in the upload queue's turn, its type by content,
 * a photo cleaned and its cleaned bytes stored, any other file moved into the store from `path` (a file of the
 * files directory), and its row written under the quota's lock. A `path` still there after is the caller's to remove.
 */
export async function keepReceived(services: Services, path: string, received: Received): Promise<Resource> {
  try {
    return await services.uploadQueue.run(() => inLowPriorityLane(() => keep(services, { path }, received)));
  } catch (err) {
    if (err instanceof QueueFull) throw tooManyRequests(requestMessages.uploadsBusy);
    throw err;
  }
}

/** What the received bytes are and what the upload asked for, handed to its turn of the queue. */
export interface Received {
  purpose: UploadPurpose;
  rule: UploadRule;
  uploader: Uploader;
  owner: string | null;
  filename: string;
  /** The types the file name's extension allows for this purpose. */
  allowed: readonly string[];
  bytes: number;
  sha256: string;
}

/** Checks the received file's type, cleans a photo, stores it and writes its row. */
async function keep(services: Services, tmp: { path: string }, { purpose, rule, allowed, uploader, owner, filename, bytes, sha256: sentSha256 }: Received): Promise<Resource> {
  const { files } = services;
  const { fileTypeFromBuffer, fileTypeFromFile } = await loadFileType();
  // A file that can only be a photo (its extension allows image types, and only them) is read once, whole: its limit
  // is a few MB, and only the queue's few turns hold one. Its type, its EXIF and both of sharp's passes
  // then read these bytes, where each opened the file again; the cleaned bytes are stored by put(). From its
  // temp file to its stored one, a photo took 26 trips to the thread pool, now 18 (issue 33, docs/performance.md
  // "7 Dec 2026, night"). Any other file (a film: hundreds of MB) stays on disk.
  let original: Buffer | null;
  try {
    original = allowed.length > 0 && allowed.every(isImage) ? await readWholeFile(tmp.path) : null;
  } catch (err) {
    throw storageFailure(err);
  }
  const detected = original ? await fileTypeFromBuffer(original) : await fileTypeFromFile(tmp.path);
  if (!detected || !allowed.includes(detected.mime)) throw unsupportedType(rule.typeMessage);

  let size = bytes;
  let sha256 = sentSha256;
  let imageInfo = null;
  let cleanedBytes: Buffer | null = null;
  if (isImage(detected.mime)) {
    let cleaned: CleanedImage;
    try {
      cleaned = await cleanImage(original ?? tmp.path, detected.mime);
    } catch (err) {
      if (err instanceof ImageRejectedError) throw unsupportedType(requestMessages.imageUnreadable);
      throw err;
    }
    imageInfo = cleaned.info;
    cleanedBytes = cleaned.bytes;
    size = cleaned.bytes.length;
    // Hashed in memory; the store writes these bytes (put), and the received file is left for the caller to remove.
    sha256 = createHash('sha256').update(cleaned.bytes).digest('hex');
  }
  const uid = randomUUID();
  const key = files.keyFor(uid);
  try {
    await (cleanedBytes ? files.put(key, cleanedBytes) : files.commit(tmp.path, key));
  } catch (err) {
    throw storageFailure(err);
  }
  try {
    // The quotas again, now with the stored size and under the uploader's lock: parallel uploads queue
    // here, so no two of them can both take the last place.
    return await services.db.transaction().execute(async (trx) => {
      await holdQuota(trx, services.uploadQuotas, uploader, size);
      return trx
        .insertInto('resource')
        .values({
          uid,
          owner_registration_uid: owner,
          purpose,
          original_filename: filename,
          file_type: detected.mime === 'application/x-cfb' ? 'application/msword' : detected.mime,
          file_size: size,
          sha256,
          storage_key: key,
          image_info: imageInfo ? JSON.stringify(imageInfo) : null,
          uploader_key: addressKeyOf(uploader),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (err) {
    // No row, no bytes: a refused or failed insert must not leave a file nobody references.
    await files.remove(key);
    throw err;
  }
}

async function discard(services: Services, row: Resource): Promise<void> {
  await services.db.deleteFrom('resource').where('uid', '=', row.uid).execute();
  await services.files.remove(row.storage_key);
}

export async function receiveUpload(req: FastifyRequest, services: Services, registrant: Registrant | null): Promise<Resource> {
  if (!req.isMultipart()) throw badRequest([{ field: 'file', message: requestMessages.noFile }], requestMessages.notMultipart);
  const fields: Record<string, string> = {};
  let result: Resource | undefined;
  const parts = req.parts({ limits: { fileSize: largestUploadOf(services.uploadRules) + 1, files: 1, fields: 4, fieldSize: 16_384 } });
  try {
    await readParts();
  } catch (err) {
    // Refused before the body ended: read the rest into nowhere, or the client, still sending, never
    // sees the answer and its connection stays blocked.
    if (!req.raw.complete) {
      req.raw.unpipe();
      req.raw.resume();
    }
    // A file already stored from a body that then failed is not the client's upload: take it back.
    if (result) await discard(services, result);
    if (isTruncatedBody(err)) throw truncated();
    throw err;
  }
  if (!result) throw badRequest([{ field: 'file', message: requestMessages.noFile }], requestMessages.noFile);
  return result;

  async function readParts() {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || result) {
        part.file.resume();
        continue;
      }
      const purpose = fields.purpose;
      if (!isUploadPurpose(purpose)) {
        part.file.resume();
        throw badRequest([{ field: 'purpose', message: requestMessages.purposeFirst }]);
      }
      const rule = services.uploadRules[purpose];
      const uploader = uploaderOf(registrant?.uid ?? null, req.ip);
      let budget: number;
      try {
        if (!registrant) await checkAnonymous(services, req, rule, fields.cfToken);
        await checkWindow(services, registrant, purpose);
        budget = await uploadBudget(services.db, services.uploadQuotas, uploader);
      } catch (err) {
        part.file.resume();
        throw err;
      }
      result = await store(services, part, purpose, { rule, uploader, budget }, registrant?.uid ?? null);
    }
  }
}
