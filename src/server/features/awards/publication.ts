// Which editions' winner lists and heroes boards the public sees (migration 0014: a row of
// edition_publication per published board). One rule for the public reads, the public settings and the
// back office. The public side reads it through a cached read: publishing forgets it.
import type { Kysely, Transaction } from 'kysely';
import type { components } from '../../../shared/generated/api';
import { editionNumberOf, type EditionCategory, type EditionNumber } from '../../../shared/editions';
import type { DB, PublicationBoard } from '../../platform/db/schema';

export type AdminPublication = components['schemas']['AdminPublication'];
type Executor = Kysely<DB> | Transaction<DB>;

/** The public's editions per board (numbers, as the menus list them), newest first. */
export async function publishedEditions(db: Executor): Promise<Record<PublicationBoard, EditionNumber[]>> {
  const rows = await db.selectFrom('edition_publication').select(['edition_category', 'board']).orderBy('edition_category', 'desc').execute();
  const of = (board: PublicationBoard) => rows.filter((r) => r.board === board).map((r) => editionNumberOf(r.edition_category as EditionCategory));
  return { awards: of('awards'), heroes: of('heroes') };
}

export async function isPublished(db: Executor, edition: string, board: PublicationBoard): Promise<boolean> {
  const row = await db.selectFrom('edition_publication').select('board').where('edition_category', '=', edition).where('board', '=', board).executeTakeFirst();
  return !!row;
}

export async function publicationOf(db: Executor, edition: EditionCategory): Promise<AdminPublication> {
  // Who published it by their name (issue 29, item 18): the row keeps the e-mail as it was, the name is today's.
  const rows = await db
    .selectFrom('edition_publication as p')
    .leftJoin('staff_account as s', 's.email', 'p.published_by')
    .select(['p.board', 'p.published_at', 'p.published_by', 's.display_name'])
    .where('p.edition_category', '=', edition)
    .execute();
  const state = (board: PublicationBoard) => {
    const row = rows.find((r) => r.board === board);
    return row ? { publishedAt: new Date(row.published_at).toISOString(), publishedBy: row.display_name ?? row.published_by } : null;
  };
  return { editionCategory: edition, awards: state('awards'), heroes: state('heroes') };
}

export async function setPublished(trx: Transaction<DB>, edition: EditionCategory, board: PublicationBoard, published: boolean, by: string): Promise<boolean> {
  if (published) {
    const done = await trx
      .insertInto('edition_publication')
      .values({ edition_category: edition, board, published_by: by })
      .onConflict((oc) => oc.columns(['edition_category', 'board']).doNothing())
      .executeTakeFirst();
    return Number(done.numInsertedOrUpdatedRows ?? 0) > 0;
  }
  const done = await trx.deleteFrom('edition_publication').where('edition_category', '=', edition).where('board', '=', board).executeTakeFirst();
  return Number(done.numDeletedRows) > 0;
}
