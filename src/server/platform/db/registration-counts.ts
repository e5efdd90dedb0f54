// The counts the required set reads (review/required-set-sql.ts), kept on `registration` itself so that the
// back-office list reads a column instead of counting achievement / picture / profession_picture rows for
// every registration (issue 33: the grouped counts were most of a "missing" page's 200 ms at 10,000).
// This is the one definition of what each count counts: migration 0026 builds its triggers and backfill
// from it, and the list reads the columns it names. It lives in platform/db because a migration may not
// import a feature. Changing a count here changes only new databases: ship a migration that calls
// installRegistrationCount again (it replaces the function and trigger and recounts every registration).
import type { Kysely, RawBuilder } from 'kysely';
import { MERIT_CATEGORY } from '../../../shared/labels';
import { sql } from './kysely-runtime';

export interface RegistrationCount {
  /** the counted table; each row belongs to the registration of its registration_uid */
  table: 'achievement' | 'picture' | 'profession_picture';
  /** the column of `registration` holding the count */
  column: string;
  /** whether a row of the table counts, over that row under the name `row` (an alias, NEW or OLD); literals only */
  counts: (row: string) => RawBuilder<unknown>;
  /** the table's columns counts() reads: updating one of them may move the count */
  reads: readonly string[];
}

export const REGISTRATION_COUNTS = {
  meritAchievements: {
    table: 'achievement',
    column: 'merit_achievements',
    counts: (row: string) => sql`${sql.ref(`${row}.category`)} = ${sql.lit(MERIT_CATEGORY)}`,
    reads: ['category'],
  },
  tourismPhotos: { table: 'picture', column: 'tourism_photos', counts: () => sql`true`, reads: [] },
  workplacePhotos: { table: 'profession_picture', column: 'workplace_photos', counts: () => sql`true`, reads: [] },
} as const satisfies Record<string, RegistrationCount>;

/**
 * The column, the trigger that keeps it, and the backfill: the count column (0 for a new registration),
 * a row-level trigger after insert, delete and update of the columns that decide membership (the
 * registration's deletion cascades to the rows, whose triggers then find no registration to update), and
 * one recount of every registration. Safe to run again after a change of `count`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- run by migrations, against whatever the schema was then
export async function installRegistrationCount(db: Kysely<any>, count: RegistrationCount): Promise<void> {
  const column = sql.ref(count.column);
  const name = sql.raw(`registration_count_${count.column}`);
  await sql`ALTER TABLE registration ADD COLUMN IF NOT EXISTS ${column} integer NOT NULL DEFAULT 0`.execute(db);
  // An update that neither moves the row to another registration nor changes whether it counts writes nothing.
  await sql`
    CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      counted boolean := TG_OP <> 'INSERT' AND coalesce(${count.counts('old')}, false);
      counts boolean := TG_OP <> 'DELETE' AND coalesce(${count.counts('new')}, false);
    BEGIN
      IF TG_OP = 'UPDATE' AND counted = counts AND OLD.registration_uid = NEW.registration_uid THEN
        RETURN NULL;
      END IF;
      IF counted THEN
        UPDATE registration SET ${column} = ${column} - 1 WHERE uid = OLD.registration_uid;
      END IF;
      IF counts THEN
        UPDATE registration SET ${column} = ${column} + 1 WHERE uid = NEW.registration_uid;
      END IF;
      RETURN NULL;
    END
    $$`.execute(db);
  const watched = sql.join(['registration_uid', ...count.reads].map((c) => sql.ref(c)));
  await sql`DROP TRIGGER IF EXISTS ${name} ON ${sql.table(count.table)}`.execute(db);
  await sql`
    CREATE TRIGGER ${name} AFTER INSERT OR DELETE OR UPDATE OF ${watched} ON ${sql.table(count.table)}
    FOR EACH ROW EXECUTE FUNCTION ${name}()`.execute(db);
  await sql`
    UPDATE registration SET ${column} = (SELECT count(*) FROM ${sql.table(count.table)} f WHERE f.registration_uid = registration.uid AND ${count.counts('f')})`.execute(
    db,
  );
}
