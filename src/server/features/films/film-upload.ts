// Replacing a film (adminFilmReplace): the multipart body's two files streamed to temporary files (the
// limits of schemas/admin/film-file-rules.json), the MP4 checked by its content (magic bytes), the
// captions parsed (webvtt.ts); only then both are stored, the row written with an audit row in one
// transaction, and the previous replacement's files removed. Nothing is kept of a refused upload.
import { randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import rules from '../../../../schemas/admin/film-file-rules.json';
import { megabytes, sizeMessage, typeMessage } from '../../../shared/limit-texts';
import { recordAudit, type AuditActor } from '../audit';
import { badRequest, tooLarge, unsupportedType } from '../../platform/http/api-error';
import { loadFileType } from '../../platform/load/lazy-modules';
import type { Services } from '../../platform/contract/services';
import { filmMessages } from './film-messages';
import { removeFiles, toAdminFilm, type AdminFilm, type FilmKind } from './film-store';
import { CaptionsError, parseCaptions } from './webvtt';

const MP4_TYPES: readonly string[] = rules.types.mp4;
const TYPE_MESSAGE = typeMessage({ types: Object.keys(rules.types) });
const SIZE_MESSAGE = sizeMessage(rules);
const CAPTIONS_SIZE_MESSAGE = filmMessages.captionsTooLarge(megabytes(rules.captionsMaxBytes));

type Field = 'film' | 'captions';
const missing = (field: Field) => {
  const message = field === 'film' ? filmMessages.noFilm : filmMessages.noCaptions;
  return badRequest([{ field, message }], message);
};

/** Streams both files of the body to temp files; their paths by field (a third file, or a repeated one, is skipped). */
async function receiveParts(req: FastifyRequest, services: Services, temps: string[]): Promise<Partial<Record<Field, string>>> {
  if (!req.isMultipart()) throw missing('film');
  const got: Partial<Record<Field, string>> = {};
  for await (const part of req.parts({ limits: { fileSize: rules.maxBytes, files: 2 } })) {
    if (part.type !== 'file') continue;
    const field = part.fieldname;
    if ((field !== 'film' && field !== 'captions') || got[field]) {
      part.file.resume();
      continue;
    }
    const tmp = await services.files.temp();
    temps.push(tmp.path);
    await pipeline(part.file, tmp.stream);
    if (part.file.truncated) throw tooLarge(field === 'film' ? SIZE_MESSAGE : CAPTIONS_SIZE_MESSAGE);
    got[field] = tmp.path;
  }
  return got;
}

async function checkFilm(path: string): Promise<number> {
  const bytes = (await stat(path)).size;
  if (bytes === 0) throw badRequest([{ field: 'film', message: filmMessages.emptyFile }], filmMessages.emptyFile);
  const { fileTypeFromFile } = await loadFileType();
  const detected = await fileTypeFromFile(path);
  if (!detected || !MP4_TYPES.includes(detected.mime)) throw unsupportedType(TYPE_MESSAGE);
  return bytes;
}

async function checkCaptions(path: string): Promise<{ bytes: number; cues: ReturnType<typeof parseCaptions> }> {
  const bytes = (await stat(path)).size;
  if (bytes > rules.captionsMaxBytes) throw tooLarge(CAPTIONS_SIZE_MESSAGE);
  const refuse = (message: string) => badRequest([{ field: 'captions', message }], message);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await readFile(path));
  } catch {
    throw refuse(filmMessages.captionsNotText);
  }
  try {
    return { bytes, cues: parseCaptions(text) };
  } catch (err) {
    if (err instanceof CaptionsError) throw refuse(err.message);
    throw err;
  }
}

export async function replaceFilm(req: FastifyRequest, services: Services, kind: FilmKind, actor: AuditActor, by: string): Promise<AdminFilm> {
  const { files, db } = services;
  const temps: string[] = [];
  try {
    const got = await receiveParts(req, services, temps);
    if (!got.film) throw missing('film');
    if (!got.captions) throw missing('captions');
    const mp4Size = await checkFilm(got.film);
    const captions = await checkCaptions(got.captions);
    const mp4Uid = randomUUID();
    const vttUid = randomUUID();
    const mp4Key = files.keyFor(mp4Uid);
    const vttKey = files.keyFor(vttUid);
    await files.commit(got.film, mp4Key);
    await files.commit(got.captions, vttKey);
    try {
      const { row, previous } = await db.transaction().execute(async (trx) => {
        const previous = await trx.selectFrom('film_replacement').select(['mp4_key', 'vtt_key']).where('kind', '=', kind).forUpdate().executeTakeFirst();
        const values = {
          mp4_uid: mp4Uid,
          mp4_key: mp4Key,
          mp4_size: mp4Size,
          vtt_uid: vttUid,
          vtt_key: vttKey,
          vtt_size: captions.bytes,
          cues: JSON.stringify(captions.cues),
          replaced_by_uid: actor.uid ?? null,
          replaced_by_label: by,
          replaced_at: new Date(),
        };
        const row = await trx
          .insertInto('film_replacement')
          .values({ kind, ...values })
          .onConflict((oc) => oc.column('kind').doUpdateSet(values))
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, { actor, action: 'film.replace', subject: { kind: 'film', uid: kind }, detail: { mp4: mp4Uid, captions: vttUid, bytes: mp4Size, cues: captions.cues.length } });
        return { row, previous };
      });
      if (previous) await removeFiles(services, previous);
      return toAdminFilm(kind, row);
    } catch (err) {
      await removeFiles(services, { mp4_key: mp4Key, vtt_key: vttKey });
      throw err;
    }
  } finally {
    for (const p of temps) await files.removeTemp(p);
  }
}
