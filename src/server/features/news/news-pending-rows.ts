// The pending revision of a published or scheduled news item (issue 29, item 2; migration 0021): the
// fields an editor saved but has not published, one row per item. Only this file touches the table;
// news-publishing.ts decides when a row is written, taken into the item or dropped.
import type { Kysely, Transaction } from 'kysely';
import type { components } from '../../../shared/generated/api';
import { taipeiIso } from '../../../shared/taipei-time';
import type { AuditActor } from '../audit';
import type { DB } from '../../platform/db/schema';
import { staffViewOfNewsHtml } from './news-html';

type Db = Kysely<DB> | Transaction<DB>;
export type AdminNewsPending = components['schemas']['AdminNewsPending'];

/** An item's fields as stored (sanitised), what a pending revision holds. */
export interface StoredNewsFields {
  title: string;
  category_slug: string;
  starts_at: Date;
  summary: string | null;
  content: string;
}

/** The item's pending revision as the editor reads it (files through the staff path, saved by a name), or null. */
export async function pendingOf(db: Db, newsUid: string): Promise<AdminNewsPending | null> {
  const row = await db
    .selectFrom('news_pending_revision as p')
    .leftJoin('staff_account as s', 's.uid', 'p.saved_by_uid')
    .selectAll('p')
    .select('s.display_name')
    .where('p.news_uid', '=', newsUid)
    .executeTakeFirst();
  if (!row) return null;
  return {
    title: row.title,
    category: row.category_slug,
    startsAt: taipeiIso(row.starts_at),
    summary: row.summary,
    content: staffViewOfNewsHtml(row.content),
    savedBy: row.display_name ?? row.saved_by_label,
    savedAt: new Date(row.saved_at).toISOString(),
  };
}

/** Writes the item's pending revision, replacing the one before (the caller holds the item's row lock). */
export async function putPending(trx: Transaction<DB>, newsUid: string, fields: StoredNewsFields, actor: AuditActor): Promise<void> {
  const values = { ...fields, saved_by_uid: actor.uid ?? null, saved_by_label: actor.label ?? null, saved_at: new Date() };
  await trx
    .insertInto('news_pending_revision')
    .values({ news_uid: newsUid, ...values })
    .onConflict((oc) => oc.column('news_uid').doUpdateSet(values))
    .execute();
}

/** Removes the item's pending revision and answers its fields as stored (undefined when there was none). */
export async function takePending(trx: Transaction<DB>, newsUid: string): Promise<StoredNewsFields | undefined> {
  return trx
    .deleteFrom('news_pending_revision')
    .where('news_uid', '=', newsUid)
    .returning(['title', 'category_slug', 'starts_at', 'summary', 'content'])
    .executeTakeFirst()
    .then((row) => (row ? { ...row, starts_at: new Date(row.starts_at) } : undefined));
}
