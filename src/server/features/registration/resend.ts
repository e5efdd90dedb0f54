// "Forgot the login code? Resend" (SPEC.md sections 5, 7, 8; DESIGN.md section 6): the registration
// whose group type, contact name, phone and e-mail all match gets a fresh code by mail; the old code
// stops working and its sessions end. Every request counts against the IP and the e-mail address,
// found or not, since each can send a letter.
import { messages } from '../../../shared/messages';
import { requireCaptcha } from '../../platform/guards/captcha-guard';
import { emailKey, mailboxKey, reserve, THROTTLE } from '../../platform/guards/throttle';
import { hashAccessCode, newAccessCode } from '../../platform/security/tokens';
import { notFound } from '../../platform/http/api-error';
import type { BodyOf } from '../../platform/contract/handler-types';
import { candidateNameOf } from './candidate-name';
import { resendLetter } from './letters/resend';
import type { Services } from '../../platform/contract/services';

/** Contact details compare without surrounding or repeated spaces; phones ignore spaces and dashes. */
const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ') === b.trim().replace(/\s+/g, ' ');
const phoneKey = (value: string) => value.replace(/[\s-]/g, '');

export async function resendAccessCode(services: Services, body: BodyOf<'registrationsNotifyRegistrationNumber'>, ip: string): Promise<void> {
  const { db, config } = services;
  const email = emailKey(body.contactEmail);
  // Counted per mailbox (user+1@ is user@'s), looked up by the address as typed.
  const keys = { ip: `resend:ip:${ip}`, email: `resend:email:${mailboxKey(body.contactEmail)}` };
  const giveBack = await reserve(services, [
    { key: keys.ip, limit: THROTTLE.resendPerIp, windowSeconds: THROTTLE.windowSeconds },
    { key: keys.email, limit: THROTTLE.resendPerEmail, windowSeconds: THROTTLE.windowSeconds },
  ]);
  // A failed security check is no request: its slots go back. Past it, found or not, it counts.
  await requireCaptcha(services, body.cfToken, ip).catch(async (err: unknown) => {
    await giveBack();
    throw err;
  });

  const candidates = await db
    .selectFrom('registration')
    .select(['uid', 'registration_number', 'contact_name', 'contact_phone_number', 'contact_email', 'organization_name', 'ind_name', 'entity_type'])
    .where('entity_type', '=', body.entityType)
    .where((eb) => eb(eb.fn('lower', ['contact_email']), '=', email))
    .execute();
  const matches = candidates.filter(
    (r) => sameName(r.contact_name, body.contactName) && phoneKey(r.contact_phone_number) === phoneKey(body.contactPhoneNumber),
  );
  if (matches.length === 0) throw notFound(messages.resendNotFound);

  for (const match of matches) {
    const accessCode = newAccessCode();
    const hash = await hashAccessCode(accessCode);
    const mailId = await db.transaction().execute(async (trx) => {
      await trx.updateTable('registration').set({ access_code_hash: hash, updated_at: new Date() }).where('uid', '=', match.uid).execute();
      await trx
        .updateTable('session')
        .set({ revoked_at: new Date() })
        .where('registration_uid', '=', match.uid)
        .where('revoked_at', 'is', null)
        .execute();
      const letter = resendLetter(config, {
        to: match.contact_email,
        contactName: match.contact_name,
        candidate: candidateNameOf(match),
        registrationNumber: match.registration_number,
        accessCode,
      });
      return services.mail.send(letter, trx);
    });
    // After the answer, as a registration's letter: the answer's timing says nothing of a match either.
    services.mail.deliverSoon(mailId);
  }
}
