// Sending the reminders of one kind, in batches: each batch is one transaction that claims its
// registrations in reminder_sent (ON CONFLICT DO NOTHING … RETURNING: a registration already reminded
// of this kind, by another instance or an earlier run, comes back from nowhere) and queues exactly one
// letter per claimed row through the mail queue, with an audit row. A crash between batches loses
// nothing: what committed is sent (the queue retries), what did not is claimed again by the next run.
import { recordAudit, type AuditActor } from '../audit';
import { sql } from '../../platform/db/kysely-runtime';
import type { Services } from '../../platform/contract/services';
import { audiencePage } from './audience';
import { reminderFor } from './reminder-for';

const BATCH = 25;

export type SendServices = Pick<Services, 'config' | 'validators' | 'db' | 'mail'>;

/** Returns how many letters were queued. */
export async function sendReminders(services: SendServices, days: number, actor: AuditActor, trigger: 'scheduled' | 'send-now'): Promise<number> {
  let sent = 0;
  let after: string | undefined;
  for (;;) {
    const page = await audiencePage(services.db, days, BATCH, after);
    if (page.length === 0) return sent;
    after = page.at(-1)!.registrationNumber;
    const queued = await services.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('reminder_sent')
        .columns(['registration_uid', 'days'])
        .expression((eb) =>
          eb
            .selectFrom('registration')
            .select(['uid', sql<number>`${days}::integer`.as('days')])
            .where('uid', 'in', page.map((r) => r.uid))
            // Submitted since the page was read: not reminded.
            .where('status', '=', 'in_progress'),
        )
        .onConflict((oc) => oc.columns(['registration_uid', 'days']).doNothing())
        .returning('registration_uid')
        .execute();
      const ids: string[] = [];
      for (const { registration_uid } of claimed) {
        ids.push(await services.mail.send(await reminderFor(services, trx, registration_uid), trx));
      }
      if (ids.length > 0) await recordAudit(trx, { actor, action: 'reminder.send', detail: { days, letters: ids.length, trigger } });
      return ids;
    });
    // Delivered now, a batch at a time (the queue retries what fails); the periodic retry would
    // take minutes for a few thousand letters.
    for (const id of queued) services.mail.deliverSoon(id);
    await services.mail.settled();
    sent += queued.length;
  }
}
