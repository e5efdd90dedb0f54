// Who a reminder of one kind reaches: registrations still in progress (not submitted) that have no
// reminder of that kind yet. Counted for the admin, paged for the sending.
import type { Database } from '../../platform/db/index';

function audience(db: Database, days: number) {
  return db
    .selectFrom('registration')
    .where('registration.status', '=', 'in_progress')
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('reminder_sent').select('reminder_sent.days').whereRef('reminder_sent.registration_uid', '=', 'registration.uid').where('reminder_sent.days', '=', days))),
    );
}

export async function countAudience(db: Database, days: number): Promise<number> {
  const row = await audience(db, days).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The next `limit` registrations to remind, by registration number, after `after`. */
export async function audiencePage(db: Database, days: number, limit: number, after?: string): Promise<{ uid: string; registrationNumber: string }[]> {
  return audience(db, days)
    .select(['registration.uid as uid', 'registration.registration_number as registrationNumber'])
    .$if(after !== undefined, (q) => q.where('registration.registration_number', '>', after!))
    .orderBy('registration.registration_number')
    .limit(limit)
    .execute();
}
