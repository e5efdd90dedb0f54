// The health check's look at the database (healthCheck): one trivial statement, which fails when the
// database does not answer.
import type { Database } from './index';
import { sql } from './kysely-runtime';

export async function pingDatabase(db: Database): Promise<void> {
  await sql`select 1`.execute(db);
}
