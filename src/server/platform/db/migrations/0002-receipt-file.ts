// The submission receipt is rendered once, after the confirm commits, and kept in the files store:
// this column holds its storage key (null until rendered). Forward-only, like every migration here.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever the schema was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('registration').addColumn('receipt_storage_key', 'text').execute();
}
