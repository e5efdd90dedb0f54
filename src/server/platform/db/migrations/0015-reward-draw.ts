// The recommendation reward draw (SPEC.md section 1, issue 18). One draw per edition, kept once run: the
// seed staff typed in, the ticket list as it stood (a snapshot, so a re-run from the seed is checked
// against the very list that was drawn from), the winners, who ran it, when, and when its result was
// published (the news draft and the winners' letters, once). A trigger refuses DELETE and any UPDATE
// but the one that records publishing. Also when a registration's recommendation number was saved
// (step 3): the early-bird list orders recommendations by it. Forward-only.
import type { Kysely } from 'kysely';
import { sql } from '../kysely-runtime';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever the schema was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('registration').addColumn('recommended_at', 'timestamptz').execute();
  // Numbers saved before this migration: their last change is the best time known.
  await sql`UPDATE registration SET recommended_at = updated_at WHERE referral_method = 'referred' AND recommendation_number IS NOT NULL`.execute(db);

  await db.schema
    .createTable('reward_draw')
    .addColumn('uid', 'uuid', (c) => c.primaryKey())
    .addColumn('edition', 'integer', (c) => c.notNull().unique())
    .addColumn('seed', 'text', (c) => c.notNull())
    .addColumn('tickets', 'jsonb', (c) => c.notNull())
    .addColumn('winners', 'jsonb', (c) => c.notNull())
    .addColumn('ran_by_uid', 'text', (c) => c.notNull().references('staff_account.uid'))
    .addColumn('ran_by_email', 'text', (c) => c.notNull())
    .addColumn('ran_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('published_at', 'timestamptz')
    .addColumn('news_uid', 'uuid')
    .execute();
  await sql`
    CREATE FUNCTION reward_draw_kept() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND OLD.published_at IS NULL
         AND NEW.uid = OLD.uid AND NEW.edition = OLD.edition AND NEW.seed = OLD.seed
         AND NEW.tickets = OLD.tickets AND NEW.winners = OLD.winners
         AND NEW.ran_by_uid = OLD.ran_by_uid AND NEW.ran_at = OLD.ran_at THEN
        RETURN NEW;
      END IF;
      RAISE EXCEPTION 'reward_draw is kept as drawn';
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER reward_draw_no_rewrite BEFORE UPDATE OR DELETE ON reward_draw
    FOR EACH ROW EXECUTE FUNCTION reward_draw_kept()`.execute(db);
}
