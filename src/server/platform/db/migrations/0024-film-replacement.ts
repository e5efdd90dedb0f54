// The editor's replacement of one of the two films (issue 31, section 1): at most one row per film (the
// kind is the key); no row means the built-in film of src/web/public/video/ plays. The row names the MP4
// and the captions (storage keys of the file store), keeps the captions' cues for the transcript, and who
// replaced it when. Restoring the built-in film deletes the row (the audit log keeps the history).
import type { Kysely } from 'kysely';
import { sql } from '../kysely-runtime';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever the schema was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('film_replacement')
    .addColumn('kind', 'text', (c) => c.primaryKey().check(sql`kind IN ('promo', 'tutorial')`))
    .addColumn('mp4_uid', 'uuid', (c) => c.notNull().unique())
    .addColumn('mp4_key', 'text', (c) => c.notNull())
    .addColumn('mp4_size', 'integer', (c) => c.notNull())
    .addColumn('vtt_uid', 'uuid', (c) => c.notNull().unique())
    .addColumn('vtt_key', 'text', (c) => c.notNull())
    .addColumn('vtt_size', 'integer', (c) => c.notNull())
    .addColumn('cues', 'jsonb', (c) => c.notNull())
    .addColumn('replaced_by_uid', 'text', (c) => c.references('staff_account.uid').onDelete('set null'))
    .addColumn('replaced_by_label', 'text')
    .addColumn('replaced_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .execute();
}
