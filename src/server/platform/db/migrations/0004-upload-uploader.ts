// Anonymous uploads (candidate photos before registering) name who sent them, so that the files one
// client address has uploaded and not used can be counted (upload quotas, schemas/upload-quotas.json).
// The column holds a hash of the address, not the address: the count needs no more. Forward-only.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever the schema was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('resource').addColumn('uploader_key', 'text').execute();
  await db.schema.createIndex('resource_uploader_idx').on('resource').columns(['uploader_key', 'attached_at']).execute();
}
