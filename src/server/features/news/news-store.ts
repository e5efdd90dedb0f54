// News items as the back office reads and changes them (issue 18). Every change runs in one
// transaction that locks the row, keeps the item as it was (news_revision), bumps its version and
// writes the audit row; the public caches forget their copies only after it commits. Saving, publishing
// and unpublishing, which a published item's pending revision takes part in, are news-publishing.ts.
import { randomUUID } from 'node:crypto';
import type { Selectable, SqlBool, Transaction, Updateable } from 'kysely';
import type { components } from '../../../shared/generated/api';
import { NEWS_FILE_PUBLIC_PATH, NEWS_FILE_STAFF_PATH } from '../../../shared/news-html-allowlist';
import { taipeiIso } from '../../../shared/taipei-time';
import { recordAudit, type AuditActor } from '../audit';
import { publicContentChanged } from '../../platform/cache/public-content';
import { badRequest, conflict, notFound } from '../../platform/http/api-error';
import type { Database } from '../../platform/db/index';
import type { DB, NewsFileTable, NewsTable } from '../../platform/db/schema';
import type { Services } from '../../platform/contract/services';
import { isEmptyNewsHtml, sanitizeNewsHtml, staffViewOfNewsHtml } from './news-html';
import { newsMessages } from './news-messages';
import { pendingOf, type StoredNewsFields } from './news-pending-rows';

export type AdminNewsRow = components['schemas']['AdminNewsRow'];
export type AdminNewsItem = components['schemas']['AdminNewsItem'];
export type AdminNewsFile = components['schemas']['AdminNewsFile'];
export type AdminNewsState = components['schemas']['AdminNewsState'];
type NewsRow = Selectable<NewsTable>;

export function stateOf(row: Pick<NewsRow, 'published' | 'deleted_at' | 'starts_at'>, now = new Date()): AdminNewsState {
  if (row.deleted_at) return 'deleted';
  if (!row.published) return 'draft';
  return new Date(row.starts_at) > now ? 'scheduled' : 'published';
}

export const toAdminNewsFile = (f: Selectable<NewsFileTable>): AdminNewsFile => ({
  uid: f.uid,
  originalFilename: f.original_filename,
  fileType: f.file_type,
  fileSize: f.file_size,
  width: f.width,
  height: f.height,
  staffUrl: NEWS_FILE_STAFF_PATH + f.uid,
  publicUrl: NEWS_FILE_PUBLIC_PATH + f.uid,
});

const toRow = (r: NewsRow & { category_name: string; has_pending: SqlBool }): AdminNewsRow => ({
  uid: r.uid,
  title: r.title,
  category: { slug: r.category_slug, name: r.category_name },
  state: stateOf(r),
  startsAt: taipeiIso(r.starts_at),
  updatedAt: new Date(r.updated_at).toISOString(),
  version: r.version,
  hasPendingChanges: Boolean(r.has_pending),
});

const withCategory = (db: Database | Transaction<DB>) =>
  db
    .selectFrom('news')
    .innerJoin('news_category', 'news_category.slug', 'news.category_slug')
    .leftJoin('news_pending_revision as pending', 'pending.news_uid', 'news.uid')
    .selectAll('news')
    .select((eb) => ['news_category.name as category_name', eb('pending.news_uid', 'is not', null).as('has_pending')]);

/** One page of items for the list, newest change first. */
export async function listNews(db: Database, filter: { state: string; page: number; pageSize: number }, now = new Date()) {
  let q = withCategory(db);
  switch (filter.state) {
    case 'deleted': q = q.where('news.deleted_at', 'is not', null); break;
    case 'draft': q = q.where('news.deleted_at', 'is', null).where('news.published', '=', false); break;
    case 'scheduled': q = q.where('news.deleted_at', 'is', null).where('news.published', '=', true).where('news.starts_at', '>', now); break;
    case 'published': q = q.where('news.deleted_at', 'is', null).where('news.published', '=', true).where('news.starts_at', '<=', now); break;
    default: q = q.where('news.deleted_at', 'is', null);
  }
  const [rows, count] = await Promise.all([
    q.orderBy('news.updated_at', 'desc').orderBy('news.uid').limit(filter.pageSize).offset((filter.page - 1) * filter.pageSize).execute(),
    q.clearSelect().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toRow), total: Number(count.n) };
}

export async function readNews(db: Database | Transaction<DB>, uid: string): Promise<AdminNewsItem> {
  const row = await withCategory(db).where('news.uid', '=', uid).executeTakeFirst();
  if (!row) throw notFound(newsMessages.notFound);
  const [files, pending] = await Promise.all([
    db.selectFrom('news_file').selectAll().where('news_uid', '=', uid).orderBy('created_at').orderBy('uid').execute(),
    pendingOf(db, uid),
  ]);
  return { ...toRow(row), summary: row.summary, content: staffViewOfNewsHtml(row.content), files: files.map(toAdminNewsFile), pending };
}

/** The news categories (slug and name), by slug: what an item may be filed under. */
export function newsCategories(db: Database) {
  return db.selectFrom('news_category').select(['slug', 'name']).orderBy('slug').execute();
}

/** A news item's editable fields, as the contract's request body (schemas/admin/news-item.schema.json). */
export type NewsFields = components['schemas']['news-item.schema'];

/** The fields as stored: the body sanitised (400 when nothing is left), the category one that exists. */
export async function storedFields(db: Database | Transaction<DB>, f: NewsFields): Promise<StoredNewsFields> {
  const { clean: content, internal } = sanitizeNewsHtml(f.content);
  const errors = [];
  if (internal.length > 0) errors.push({ field: 'content', message: newsMessages.internalAddress(internal) });
  else if (isEmptyNewsHtml(content)) errors.push({ field: 'content', message: newsMessages.emptyBody });
  const category = await db.selectFrom('news_category').select('slug').where('slug', '=', f.category).executeTakeFirst();
  if (!category) errors.push({ field: 'category', message: newsMessages.unknownCategory });
  if (errors.length > 0) throw badRequest(errors, errors[0]!.message);
  const summary = f.summary?.trim() ? f.summary.trim() : null;
  return { title: f.title.trim(), category_slug: f.category, starts_at: new Date(f.startsAt), summary, content };
}

export async function createNews(services: Services, actor: AuditActor, fields: NewsFields): Promise<AdminNewsItem> {
  const uid = randomUUID();
  const item = await services.db.transaction().execute(async (trx) => {
    const values = await storedFields(trx, fields);
    await trx.insertInto('news').values({ uid, ...values, is_demo: false, published: false, updated_at: new Date() }).execute();
    await recordAudit(trx, { actor, action: 'news.create', subject: { kind: 'news', uid }, detail: { title: values.title } });
    return readNews(trx, uid);
  });
  // A draft is not public; nothing cached can be stale yet.
  return item;
}

export type NewsAction = 'news.update' | 'news.publish' | 'news.unpublish' | 'news.delete' | 'news.restore';

/** The item's row, locked for the transaction: 404 when there is none, 409 when it changed since
 * `version` (when given) or is deleted (unless restoring). */
export async function lockedNews(trx: Transaction<DB>, uid: string, opts: { version?: number; restoring?: boolean } = {}): Promise<NewsRow> {
  const row = await trx.selectFrom('news').selectAll().where('uid', '=', uid).forUpdate().executeTakeFirst();
  if (!row) throw notFound(newsMessages.notFound);
  if (opts.version !== undefined && row.version !== opts.version) throw conflict(newsMessages.stale);
  if (row.deleted_at && !opts.restoring) throw conflict(newsMessages.deleted);
  return row;
}

interface ChangeOptions {
  /** The version the caller edited: a newer one in the database is a conflict. */
  version?: number;
  /** What the change sets, from the row as it is (locked). */
  apply: (row: NewsRow, trx: Transaction<DB>) => Promise<Updateable<NewsTable>> | Updateable<NewsTable>;
  /** The audit row's facts beyond who and what. */
  detail?: (row: NewsRow) => Record<string, unknown>;
}

export async function changeNews(services: Services, actor: AuditActor, uid: string, action: NewsAction, opts: ChangeOptions): Promise<AdminNewsItem> {
  const item = await services.db.transaction().execute(async (trx) => {
    const row = await lockedNews(trx, uid, { version: opts.version, restoring: action === 'news.restore' });
    const changes = await opts.apply(row, trx);
    await trx
      .insertInto('news_revision')
      .values({
        uid: randomUUID(),
        news_uid: uid,
        version: row.version,
        category_slug: row.category_slug,
        title: row.title,
        content: row.content,
        summary: row.summary,
        starts_at: row.starts_at,
        published: row.published,
        deleted_at: row.deleted_at,
        action,
        changed_by_uid: actor.uid ?? null,
        changed_by_label: actor.label ?? null,
      })
      .execute();
    await trx.updateTable('news').set({ ...changes, version: row.version + 1, updated_at: new Date() }).where('uid', '=', uid).execute();
    await recordAudit(trx, { actor, action, subject: { kind: 'news', uid }, detail: { title: row.title, fromVersion: row.version, ...opts.detail?.(row) } });
    return readNews(trx, uid);
  });
  await publicContentChanged(services, 'news');
  return item;
}

export const deleteNews = (services: Services, actor: AuditActor, uid: string) =>
  changeNews(services, actor, uid, 'news.delete', { apply: () => ({ deleted_at: new Date() }) });

export const restoreNews = (services: Services, actor: AuditActor, uid: string) =>
  changeNews(services, actor, uid, 'news.restore', {
    apply: (row) => {
      if (!row.deleted_at) throw conflict(newsMessages.notDeleted);
      return { deleted_at: null };
    },
  });

export async function newsRevisions(db: Database, uid: string): Promise<components['schemas']['AdminNewsRevision'][]> {
  const exists = await db.selectFrom('news').select('uid').where('uid', '=', uid).executeTakeFirst();
  if (!exists) throw notFound(newsMessages.notFound);
  // Named as the staff member is named (issue 29, item 18); the label (an e-mail) only for an account gone.
  const rows = await db
    .selectFrom('news_revision')
    .leftJoin('staff_account', 'staff_account.uid', 'news_revision.changed_by_uid')
    .selectAll('news_revision')
    .select('staff_account.display_name')
    .where('news_uid', '=', uid)
    .orderBy('version', 'desc')
    .execute();
  return rows.map((r) => ({
    uid: r.uid,
    version: r.version,
    action: r.action,
    title: r.title,
    category: r.category_slug,
    summary: r.summary,
    content: staffViewOfNewsHtml(r.content),
    startsAt: taipeiIso(r.starts_at),
    published: r.published,
    deletedAt: r.deleted_at ? new Date(r.deleted_at).toISOString() : null,
    changedBy: r.display_name ?? r.changed_by_label,
    changedAt: new Date(r.changed_at).toISOString(),
  }));
}
