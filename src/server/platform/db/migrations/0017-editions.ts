// The editions become data (issue 27): a table the seed fills from schemas/editions.json at every start,
// which the edition columns reference, instead of CHECKs that listed editions 1-3 (migrations 0009 and
// 0014). Opening an edition is then a new entry in the list, not a migration. The three editions that
// existed when this was written are inserted here, so the references hold for the rows already stored.
// Forward-only.
import type { Kysely } from 'kysely';
import { sql } from '../kysely-runtime';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever the schema was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('edition')
    .addColumn('number', 'smallint', (c) => c.primaryKey())
    .addColumn('category', 'text', (c) => c.notNull().unique())
    .execute();
  await db
    .insertInto('edition')
    .values([
      { number: 1, category: 'edition_1st' },
      { number: 2, category: 'edition_2nd' },
      { number: 3, category: 'edition_3rd' },
    ])
    .execute();
  await sql`alter table registration drop constraint if exists registration_edition_check`.execute(db);
  await sql`alter table registration add constraint registration_edition_fk foreign key (edition) references edition (number)`.execute(db);
  await sql`alter table edition_publication drop constraint if exists edition_publication_edition_category_check`.execute(db);
  await sql`alter table edition_publication add constraint edition_publication_edition_fk foreign key (edition_category) references edition (category)`.execute(db);
  await sql`alter table award add constraint award_edition_fk foreign key (edition_category) references edition (category)`.execute(db);
  await sql`alter table hero add constraint hero_edition_fk foreign key (edition_category) references edition (category)`.execute(db);
  await sql`alter table reward_draw add constraint reward_draw_edition_fk foreign key (edition) references edition (number)`.execute(db);
}
