// The reminder letter of one registration: what it still lacks is the required set's own verdict
// (loadSubmission + checkSubmission, the same judgement as the final submission).
import type { Database } from '../../platform/db/index';
import { candidateNameOf } from '../registration';
import { reminderLetter } from './reminder-letter';
import type { MailMessage } from '../../platform/mail/mailer';
import type { Services } from '../../platform/contract/services';
import { checkSubmission, loadSubmission } from '../upload';

export async function reminderFor(services: Pick<Services, 'config' | 'validators'>, db: Database, registrationUid: string): Promise<MailMessage> {
  const submission = await loadSubmission(db, registrationUid);
  const { missing } = checkSubmission(services, submission);
  const r = submission.registration;
  return reminderLetter(services.config, {
    to: r.contact_email,
    contactName: r.contact_name,
    candidate: candidateNameOf(r),
    registrationNumber: r.registration_number,
    missing: missing.map((m) => m.message),
  });
}
