// The replaced films' rows (film_replacement, migration 0024): what the public settings and the back office
// read, and the restore. Writing a replacement is film-upload.ts (it stores the files first).
import type { Kysely, Selectable } from 'kysely';
import type { components } from '../../../shared/generated/api';
import { filmShown } from '../../../shared/film-shown';
import { taipeiIso } from '../../../shared/taipei-time';
import { recordAudit, type AuditActor } from '../audit';
import type { DB, FilmReplacementTable } from '../../platform/db/schema';
import type { Services } from '../../platform/contract/services';

export type FilmKind = components['schemas']['FilmKind'];
export type AdminFilm = components['schemas']['AdminFilm'];
export type ReplacedFilm = components['schemas']['ReplacedFilm'];
type Row = Selectable<FilmReplacementTable>;

/** Both films, in the order the back office lists them. */
export const FILM_KINDS: readonly FilmKind[] = ['promo', 'tutorial'];

/** Where a replacement's file answers (filmFile): by the file's own uid, so a new replacement is a new address. */
export const filmFileUrl = (uid: string) => `/api/video/v1/files/${uid}`;

const toReplacedFilm = (row: Row): ReplacedFilm => ({ mp4: filmFileUrl(row.mp4_uid), captions: filmFileUrl(row.vtt_uid), cues: row.cues });

export const toAdminFilm = (kind: FilmKind, row: Row | undefined): AdminFilm => ({
  kind,
  replaced: row ? { film: toReplacedFilm(row), bytes: row.mp4_size, by: row.replaced_by_label, at: taipeiIso(row.replaced_at) } : null,
});

export async function adminFilms(db: Kysely<DB>): Promise<AdminFilm[]> {
  const rows = await db.selectFrom('film_replacement').selectAll().execute();
  return FILM_KINDS.map((kind) => toAdminFilm(kind, rows.find((r) => r.kind === kind)));
}

/** What the public settings carry: the replaced films only (the others play the built-in film). */
export async function replacedFilms(db: Kysely<DB>): Promise<Partial<Record<FilmKind, ReplacedFilm>>> {
  const rows = await db.selectFrom('film_replacement').selectAll().execute();
  return Object.fromEntries(rows.map((r) => [r.kind, toReplacedFilm(r)]));
}

/**
 * Whether the public video page of `kind` plays its built-in film (its poster is then the page's largest
 * paint, named in its head): no video-service id configured for it and no replacement in place.
 */
export async function playsBuiltInFilm(db: Kysely<DB>, videoIds: Readonly<Record<FilmKind, string>>, kind: string): Promise<boolean> {
  const film = FILM_KINDS.find((k) => k === kind);
  if (!film) return false;
  const replaced = await db.selectFrom('film_replacement').select('kind').where('kind', '=', film).executeTakeFirst();
  return filmShown(videoIds[film], replaced !== undefined) === 'built-in';
}

/** The row that serves a file uid (its MP4 or its captions), if a replacement in place names it. */
export async function filmFileRow(db: Kysely<DB>, uid: string): Promise<{ key: string; size: number; type: string } | undefined> {
  const row = await db
    .selectFrom('film_replacement')
    .select(['mp4_uid', 'mp4_key', 'mp4_size', 'vtt_uid', 'vtt_key', 'vtt_size'])
    .where((eb) => eb.or([eb('mp4_uid', '=', uid), eb('vtt_uid', '=', uid)]))
    .executeTakeFirst();
  if (!row) return undefined;
  return row.mp4_uid === uid ? { key: row.mp4_key, size: row.mp4_size, type: 'video/mp4' } : { key: row.vtt_key, size: row.vtt_size, type: 'text/vtt; charset=utf-8' };
}

/** The built-in film again: the row goes (with an audit row), then its files. */
export async function restoreFilm(services: Services, actor: AuditActor, kind: FilmKind): Promise<AdminFilm> {
  const removed = await services.db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('film_replacement').where('kind', '=', kind).returningAll().executeTakeFirst();
    if (row) await recordAudit(trx, { actor, action: 'film.restore', subject: { kind: 'film', uid: kind }, detail: { mp4: row.mp4_uid, captions: row.vtt_uid } });
    return row;
  });
  // After the commit: a failed removal leaves orphan files, never a row without its bytes.
  if (removed) await removeFiles(services, removed);
  return toAdminFilm(kind, undefined);
}

export async function removeFiles(services: Services, row: Pick<Row, 'mp4_key' | 'vtt_key'>): Promise<void> {
  for (const key of [row.mp4_key, row.vtt_key]) await services.files.remove(key).catch(() => undefined);
}
