// Files uploaded into a news item (issue 18): streamed to a temporary file with the size limit of
// schemas/admin/news-file-rules.json, type checked by magic bytes against the file name's extension,
// images re-encoded by sharp (EXIF/GPS and every other metadata block dropped, orientation applied,
// scaled down to the rules' widest width). Served publicly only while the item is public.
import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import rules from '../../../../schemas/admin/news-file-rules.json';
import { sizeMessage, typeMessage } from '../../../shared/limit-texts';
import { recordAudit, type AuditActor } from '../audit';
import { badRequest, notFound, tooLarge, unsupportedType } from '../../platform/http/api-error';
import type { NewsFileTable } from '../../platform/db/schema';
import { loadFileType, loadSharp } from '../../platform/load/lazy-modules';
import { publicNews } from './public-news';
import type { Services } from '../../platform/contract/services';
import { contentDisposition } from '../../platform/storage/content-disposition';
import { checkFilename, isImage, safeFilename, MAX_IMAGE_PIXELS } from '../resources';
import { extensionOf } from '../../../shared/file-extension';
import { newsMessages } from './news-messages';
import { toAdminNewsFile, type AdminNewsFile } from './news-store';
import type { Selectable } from 'kysely';

const TYPES: Record<string, readonly string[]> = rules.types;
const TYPE_MESSAGE = typeMessage({ types: Object.keys(TYPES) });
const SIZE_MESSAGE = sizeMessage(rules);

/** Re-encodes an image without its metadata, no wider than the rules allow; its width and height. */
async function cleanNewsImage(input: string, output: string, mime: string): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  try {
    let img = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate().resize({ width: rules.maxImageWidth, withoutEnlargement: true });
    // No withMetadata(): sharp writes none of the input's EXIF, XMP or IPTC (GPS lives there).
    img = mime === 'image/png' ? img.png() : mime === 'image/webp' ? img.webp({ quality: 85 }) : img.jpeg({ quality: 85, mozjpeg: true });
    const info = await img.toFile(output);
    return { width: info.width, height: info.height };
  } catch {
    throw unsupportedType(newsMessages.unreadableImage);
  }
}

export async function receiveNewsFile(req: FastifyRequest, services: Services, newsUid: string, actor: AuditActor & { uid?: string | null }): Promise<AdminNewsFile> {
  const { files, db } = services;
  const exists = await db.selectFrom('news').select('uid').where('uid', '=', newsUid).executeTakeFirst();
  if (!exists) throw notFound(newsMessages.notFound);
  if (!req.isMultipart()) throw badRequest([{ field: 'file', message: newsMessages.noFile }], newsMessages.noFile);
  const part = await req.file({ limits: { fileSize: rules.maxBytes, files: 1 } });
  if (!part) throw badRequest([{ field: 'file', message: newsMessages.noFile }], newsMessages.noFile);
  const refused = checkFilename(services.validators, part.filename);
  const filename = safeFilename(part.filename);
  const allowed = TYPES[extensionOf(filename)];
  if (refused || !allowed) {
    part.file.resume();
    if (refused) throw badRequest([refused], refused.message);
    throw unsupportedType(TYPE_MESSAGE);
  }
  const tmp = await files.temp();
  const cleanup = [tmp.path, `${tmp.path}.clean`];
  try {
    await pipeline(part.file, tmp.stream);
    if (part.file.truncated) throw tooLarge(SIZE_MESSAGE);
    if ((await stat(tmp.path)).size === 0) throw badRequest([{ field: 'file', message: newsMessages.emptyFile }], newsMessages.emptyFile);
    const { fileTypeFromFile } = await loadFileType();
    const detected = await fileTypeFromFile(tmp.path);
    if (!detected || !allowed.includes(detected.mime)) throw unsupportedType(TYPE_MESSAGE);
    let path = tmp.path;
    let size = { width: null as number | null, height: null as number | null };
    if (isImage(detected.mime)) {
      path = `${tmp.path}.clean`;
      size = await cleanNewsImage(tmp.path, path, detected.mime);
    }
    const uid = randomUUID();
    const key = files.keyFor(uid);
    const bytes = (await stat(path)).size;
    await files.commit(path, key);
    try {
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('news_file')
          .values({ uid, news_uid: newsUid, original_filename: filename, file_type: detected.mime, file_size: bytes, storage_key: key, width: size.width, height: size.height, uploaded_by_uid: actor.uid ?? null })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, { actor, action: 'news.file', subject: { kind: 'news', uid: newsUid }, detail: { file: uid, name: filename, type: detected.mime } });
        return inserted;
      });
      return toAdminNewsFile(row);
    } catch (err) {
      await files.remove(key);
      throw err;
    }
  } finally {
    for (const p of cleanup) await files.removeTemp(p);
  }
}

/** Sends a news file's bytes (public: only a public item's; staff: any). */
export async function sendNewsFile(services: Services, reply: FastifyReply, uid: string, audience: 'public' | 'staff'): Promise<void> {
  let row: Selectable<NewsFileTable> | undefined;
  if (audience === 'public') {
    row = await publicNews(services.db).innerJoin('news_file', 'news_file.news_uid', 'news.uid').selectAll('news_file').where('news_file.uid', '=', uid).executeTakeFirst();
  } else {
    row = await services.db.selectFrom('news_file').selectAll().where('uid', '=', uid).executeTakeFirst();
  }
  if (!row || !(await services.files.exists(row.storage_key))) throw notFound(newsMessages.fileNotFound);
  reply
    .header('Content-Type', row.file_type)
    .header('Content-Length', String(row.file_size))
    .header('Content-Disposition', contentDisposition('inline', row.original_filename))
    .header('X-Content-Type-Options', 'nosniff')
    // Public copies may be cached briefly (an unpublished item's file stops answering within a minute); staff ones not at all.
    .header('Cache-Control', audience === 'public' ? 'public, max-age=60' : 'private, no-store')
    .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
  await reply.send(services.files.read(row.storage_key));
}
