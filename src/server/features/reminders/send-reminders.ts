// Sending the reminders of one kind, in batches: each batch's letters are read first, then one short
// transaction (three statements) claims its registrations in reminder_sent (ON CONFLICT DO NOTHING …
// RETURNING: a registration already reminded of this kind, by another instance or an earlier run,
// comes back from nowhere) and queues exactly one letter per claimed row in the mail queue, with an
// audit row. A crash between batches loses nothing: what committed is sent (the queue retries), what
// did not is claimed again by the next run.
import { recordAudit, type AuditActor } from '../audit';
import { sql } from '../../platform/db/kysely-runtime';
import { inLowPriorityLane } from '../../platform/db/single-session-dialect';
import type { MailMessage } from '../../platform/mail/mailer';
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
    // The letters are read before the transaction, each statement on its own in the low-priority
    // lane: a transaction holds the embedded database's only session until it commits, and reading
    // 25 submissions inside it (≈ 200 statements) kept every request waiting. What a letter lists is
    // read a moment before its claim; the claim still skips a registration submitted meanwhile.
    const letters = new Map<string, MailMessage>();
    await inLowPriorityLane(async () => {
      for (const r of page) letters.set(r.uid, await reminderFor(services, services.db, r.uid));
    });
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
      if (claimed.length === 0) return [];
      const mails = claimed.map(({ registration_uid }) => services.mail.queueRow(letters.get(registration_uid)!));
      await trx.insertInto('mail_queue').values(mails.map((m) => m.row)).execute();
      await recordAudit(trx, { actor, action: 'reminder.send', detail: { days, letters: mails.length, trigger } });
      return mails.map((m) => m.id);
    });
    // Delivered now, a batch at a time (the queue retries what fails); the periodic retry would
    // take minutes for a few thousand letters.
    for (const id of queued) services.mail.deliverSoon(id);
    await services.mail.settled();
    sent += queued.length;
  }
}
