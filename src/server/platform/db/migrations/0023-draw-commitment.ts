// The draw's seed committed before the tickets are known (issue 30, item 7: a seed typed after the ticket list
// was visible could be chosen among candidates tried offline). Each commitment recorded for an edition is kept
// (append-only: a trigger refuses UPDATE and DELETE); the latest one is in force until the recommendation
// period ends, when recording stops. The draw keeps which commitment its seed was checked against, and the
// draw's trigger now also refuses a rewrite of that. Forward-only.
import type { Kysely } from 'kysely';
import { sql } from '../kysely-runtime';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever the schema was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reward_draw_commitment')
    .addColumn('uid', 'uuid', (c) => c.primaryKey())
    .addColumn('edition', 'integer', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method IN ('sha256', 'external')`))
    .addColumn('seed_sha256', 'text', (c) => c.check(sql`seed_sha256 ~ '^[0-9a-f]{64}$'`))
    .addColumn('source', 'text')
    // How many tickets there were when the seed was fixed: published, so anyone sees how much was known.
    .addColumn('tickets_at_commit', 'integer', (c) => c.notNull())
    .addColumn('news_uid', 'uuid', (c) => c.notNull())
    .addColumn('committed_by_uid', 'text', (c) => c.notNull().references('staff_account.uid'))
    .addColumn('committed_by_email', 'text', (c) => c.notNull())
    .addColumn('committed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .addCheckConstraint('reward_draw_commitment_shape', sql`(method = 'sha256' AND seed_sha256 IS NOT NULL AND source IS NULL) OR (method = 'external' AND source IS NOT NULL AND seed_sha256 IS NULL)`)
    .execute();
  await db.schema.createIndex('reward_draw_commitment_edition').on('reward_draw_commitment').columns(['edition', 'committed_at']).execute();
  await sql`
    CREATE FUNCTION reward_draw_commitment_kept() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'reward_draw_commitment is kept as recorded';
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER reward_draw_commitment_no_rewrite BEFORE UPDATE OR DELETE ON reward_draw_commitment
    FOR EACH ROW EXECUTE FUNCTION reward_draw_commitment_kept()`.execute(db);

  await db.schema.alterTable('reward_draw').addColumn('commitment_uid', 'uuid', (c) => c.references('reward_draw_commitment.uid')).execute();
  await sql`
    CREATE OR REPLACE FUNCTION reward_draw_kept() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND OLD.published_at IS NULL
         AND NEW.uid = OLD.uid AND NEW.edition = OLD.edition AND NEW.seed = OLD.seed
         AND NEW.tickets = OLD.tickets AND NEW.winners = OLD.winners
         AND NEW.ran_by_uid = OLD.ran_by_uid AND NEW.ran_at = OLD.ran_at
         AND NEW.commitment_uid IS NOT DISTINCT FROM OLD.commitment_uid THEN
        RETURN NEW;
      END IF;
      RAISE EXCEPTION 'reward_draw is kept as drawn';
    END
    $$`.execute(db);
}
