// Putting a job on the schedule. The key is the job's identity: scheduling it again (another
// instance, a restart) is a no-op, so whoever notices that a job is needed may schedule it.
import type { Database } from '../db/index';

export interface JobSpec {
  /** Unique per job: one run per key, ever. */
  key: string;
  /** Which handler runs it (Scheduler.handle). */
  kind: string;
  runAt: Date;
  payload?: Record<string, unknown>;
}

/** True when this call added the job, false when a job of that key already existed. */
export async function schedule(db: Database, job: JobSpec): Promise<boolean> {
  const added = await db
    .insertInto('scheduled_job')
    .values({ key: job.key, kind: job.kind, run_at: job.runAt, payload: JSON.stringify(job.payload ?? {}) })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return added !== undefined;
}
