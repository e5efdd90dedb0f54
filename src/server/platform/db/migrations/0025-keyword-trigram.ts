// The back office's keyword search (review/filter.ts: a case-insensitive substring of seven columns) read
// and lower-cased every registration: at 10,000, a page with many hits took p99 ≈ 120 ms (issue 33).
// Now the searched text is one function of those columns, and a trigram index (pg_trgm) holds it: the
// database finds the candidate rows in the index and rechecks only those. pg_trgm splits CJK text into
// trigrams too in a UTF-8 database, as PGlite's and ours are. The function is plpgsql with a high COST so
// that the planner never inlines it and knows that evaluating it on every row is dear (as an inlined
// expression it looked cheap, and the planner read all 10,000 rows even for a keyword with one hit).
// PGlite loads the extension's bundle at start (pglite-options.ts); on PostgreSQL pg_trgm is a trusted
// contrib extension the database's owner may create. Forward-only.
import type { Kysely } from 'kysely';
import { sql } from '../kysely-runtime';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever the schema was then
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  // The columns a keyword searches, lower-cased and one a line (a match never spans two of them).
  await sql`
    CREATE FUNCTION registration_keyword_text(registration_number text, organization_name text, ind_name text, contact_name text,
      contact_email text, contact_phone_number text, grp_company_uniform_number text)
    RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 1000 AS $$
    BEGIN
      RETURN lower(coalesce(registration_number, '') || E'\\n' || coalesce(organization_name, '') || E'\\n' || coalesce(ind_name, '') || E'\\n' ||
        coalesce(contact_name, '') || E'\\n' || coalesce(contact_email, '') || E'\\n' || coalesce(contact_phone_number, '') || E'\\n' ||
        coalesce(grp_company_uniform_number, ''));
    END
    $$`.execute(db);
  await sql`
    CREATE INDEX registration_keyword_trgm ON registration USING gin (registration_keyword_text(registration_number, organization_name, ind_name,
      contact_name, contact_email, contact_phone_number, grp_company_uniform_number) gin_trgm_ops)`.execute(db);
}
