// Saving, publishing and unpublishing a news item, with a published item's pending revision (issue 29,
// item 2). A draft's save changes the draft. A published or scheduled item's save leaves what the public
// sees (or will see at its time) as it is and keeps the change as the item's pending revision, until an
// editor publishes it (it becomes the item; the public version goes to news_revision) or discards it.
// Before, the save of a published item changed the public page at once, under a toast saying 已儲存草稿.
import type { Transaction } from 'kysely';
import { taipeiIso } from '../../../shared/taipei-time';
import { recordAudit, type AuditActor } from '../audit';
import { conflict } from '../../platform/http/api-error';
import type { DB } from '../../platform/db/schema';
import type { Services } from '../../platform/contract/services';
import { newsMessages } from './news-messages';
import { putPending, takePending, type StoredNewsFields } from './news-pending-rows';
import { changeNews, lockedNews, readNews, storedFields, type AdminNewsItem, type NewsFields } from './news-store';

/** Saves the editor's fields: into a draft, or as a published item's pending revision. */
export async function updateNews(services: Services, actor: AuditActor, uid: string, fields: NewsFields & { version: number }): Promise<AdminNewsItem> {
  const current = await services.db.selectFrom('news').select('published').where('uid', '=', uid).executeTakeFirst();
  if (current?.published) return savePending(services, actor, uid, fields);
  return changeNews(services, actor, uid, 'news.update', {
    version: fields.version,
    apply: (row, trx) => {
      // Published since it was read: that bumped the version, so this is a stale save (kept as such).
      if (row.published) throw conflict(newsMessages.stale);
      return storedFields(trx, fields);
    },
  });
}

/** A published item's change, kept apart from what the public sees. Counts as a version (the token of the
 * next save), keeps no news_revision (the item did not change) and leaves the public caches alone. */
function savePending(services: Services, actor: AuditActor, uid: string, fields: NewsFields & { version: number }): Promise<AdminNewsItem> {
  return services.db.transaction().execute(async (trx) => {
    const row = await lockedNews(trx, uid, { version: fields.version });
    if (!row.published) throw conflict(newsMessages.stale);
    const values = await storedFields(trx, fields);
    await putPending(trx, uid, values, actor);
    await bumpVersion(trx, uid, row.version);
    await recordAudit(trx, { actor, action: 'news.pending.save', subject: { kind: 'news', uid }, detail: { title: row.title, pendingTitle: values.title, fromVersion: row.version } });
    return readNews(trx, uid);
  });
}

/** Drops a published item's pending revision; the public version stays as it is. */
export function discardPending(services: Services, actor: AuditActor, uid: string, version: number): Promise<AdminNewsItem> {
  return services.db.transaction().execute(async (trx) => {
    const row = await lockedNews(trx, uid, { version });
    const dropped = await takePending(trx, uid);
    if (!dropped) throw conflict(newsMessages.noPending);
    await bumpVersion(trx, uid, row.version);
    await recordAudit(trx, { actor, action: 'news.pending.discard', subject: { kind: 'news', uid }, detail: { title: row.title, pendingTitle: dropped.title, fromVersion: row.version } });
    return readNews(trx, uid);
  });
}

/** Publishes from `startsAt` on; an item's pending revision becomes its fields. */
export function publishNews(services: Services, actor: AuditActor, uid: string, startsAt: string, version: number): Promise<AdminNewsItem> {
  let pending: StoredNewsFields | undefined;
  return changeNews(services, actor, uid, 'news.publish', {
    version,
    apply: async (_row, trx) => {
      pending = await takePending(trx, uid);
      return { ...(pending && fieldsOf(pending)), published: true, starts_at: new Date(startsAt) };
    },
    detail: () => ({ startsAt: taipeiIso(new Date(startsAt)), ...(pending && { pendingChanges: true, newTitle: pending.title }) }),
  });
}

/** Back to draft. A pending revision becomes the draft: what the editor was writing is what stays in the form. */
export function unpublishNews(services: Services, actor: AuditActor, uid: string): Promise<AdminNewsItem> {
  return changeNews(services, actor, uid, 'news.unpublish', {
    apply: async (_row, trx) => {
      const pending = await takePending(trx, uid);
      return { ...(pending && { ...fieldsOf(pending), starts_at: pending.starts_at }), published: false };
    },
  });
}

const fieldsOf = (p: StoredNewsFields) => ({ title: p.title, category_slug: p.category_slug, summary: p.summary, content: p.content });

async function bumpVersion(trx: Transaction<DB>, uid: string, from: number) {
  await trx.updateTable('news').set({ version: from + 1 }).where('uid', '=', uid).execute();
}
