// When retention applies: an edition's entries RETENTION_MONTHS after its winner list was published (the
// moment the edition's results are public and final; unpublished, nothing of it is due), outbox letters once
// they are that old, expired rows at once.
import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/index';
import type { FileStore } from '../../platform/storage/file-store';
import { EDITION_CATEGORY, type EditionNumber } from '../../../shared/editions';

/** What retention works with: the same for a request and for the command (scripts/retention.ts). */
export interface RetentionDeps {
  db: Database;
  files: FileStore;
  config: Config;
}

/** `date` plus `months` calendar months (the 31st of a shorter month runs into the next, as Date does). */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

export async function winnersPublishedAt(db: Database, edition: EditionNumber): Promise<Date | null> {
  const row = await db
    .selectFrom('edition_publication')
    .select('published_at')
    .where('edition_category', '=', EDITION_CATEGORY[edition])
    .where('board', '=', 'awards')
    .executeTakeFirst();
  return row ? new Date(row.published_at) : null;
}

export interface RetentionWindow {
  winnersPublishedAt: Date | null;
  /** From when the edition's non-winning entries are due; null while its winners are not published. */
  entriesFrom: Date | null;
  entriesDue: boolean;
  /** Letters of the outbox older than this are due. */
  lettersBefore: Date;
}

export async function retentionWindow(deps: RetentionDeps, edition: EditionNumber, now: Date): Promise<RetentionWindow> {
  const months = deps.config.retention.months;
  const published = await winnersPublishedAt(deps.db, edition);
  const entriesFrom = published && addMonths(published, months);
  return { winnersPublishedAt: published, entriesFrom, entriesDue: entriesFrom !== null && entriesFrom <= now, lettersBefore: addMonths(now, -months) };
}
