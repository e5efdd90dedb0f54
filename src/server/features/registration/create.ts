// Registration (SPEC.md sections 4, 5 and 7; DESIGN.md sections 4 to 6): inside the registration
// window, with a fresh security token, checked against the lookup lists; the row, its provisions,
// the candidate photo and the confirmation letter are written together, or none of them.
import { candidateNameOf } from './candidate-name';
import { randomUUID } from 'node:crypto';
import { requestMessages } from '../../platform/http/request-messages';
import { registrationWindowMessage } from '../../../shared/window-messages';
import { checkToken, reserveWithToken } from '../../platform/guards/slots-and-token';
import { mailboxKey, THROTTLE } from '../../platform/guards/throttle';
import { hashAccessCode, newAccessCode } from '../../platform/security/tokens';
import { registrationOpen } from '../../platform/config/config';
import { badRequest, conflict } from '../../platform/http/api-error';
import { confirmationLetter } from './letters/confirmation';
import type { Database } from '../../platform/db/index';
import type { Services } from '../../platform/contract/services';
import { attachResource } from '../resources';
import { checkLookups } from './lookup-checks';
import { sealNationalId } from './national-id';
import { editableColumns, type CreateBody } from './payload';
import { isDuplicateNumber, newRegistrationNumber } from './registration-number';

const NUMBER_ATTEMPTS = 5;

export interface Created {
  uid: string;
  registrationNumber: string;
  /** Shown once (success view and letter); only its hash is stored. */
  accessCode: string;
}

export async function createRegistration(services: Services, body: CreateBody, ip: string): Promise<Created> {
  const { config } = services;
  const now = new Date();
  if (!registrationOpen(config, now)) throw conflict(registrationWindowMessage(config.programme, now));
  // Each registration mails a letter to the address it names: limited per client address and per
  // mailbox (user+1@ and user@ are one; the letter still goes to the address as typed).
  const email = mailboxKey(body.contactEmail);
  // The slots and the security token in one statement (src/server/platform/guards/slots-and-token.ts).
  const checked = await checkToken(services, body.cfToken, ip);
  const giveBack = await reserveWithToken(
    services,
    [
      { key: `create:ip:${ip}`, limit: config.registrationsPerAddress, windowSeconds: THROTTLE.createWindowSeconds },
      { key: `create:email:${email}`, limit: THROTTLE.createPerEmail, windowSeconds: THROTTLE.createWindowSeconds },
    ],
    checked,
    requestMessages.registrationTooMany,
  );
  // Only a registration that was written (and so mailed) keeps its slots.
  try {
    return await writeRegistration(services, body);
  } catch (err) {
    await giveBack();
    throw err;
  }
}

async function writeRegistration(services: Services, body: CreateBody): Promise<Created> {
  const { config, db } = services;

  const individual = body.entityType === 'individual' ? body : null;
  const lookups = await checkLookups(
    db,
    {
      entityType: body.entityType,
      category: body.organizationCategory,
      provisions: body.provisions,
      county: body.contactCountyCategory,
      district: body.contactDistrictCategory,
      jobLevel: individual?.indJobLevelCategory,
      vendorUid: body.vendorUid ?? null,
    },
    'create',
  );
  if (lookups.errors.length > 0) throw badRequest(lookups.errors);

  const accessCode = newAccessCode();
  const accessCodeHash = await hashAccessCode(accessCode);
  const organizationName = lookups.vendorName ?? body.organizationName.trim();

  for (let attempt = 1; ; attempt++) {
    const uid = randomUUID();
    const columns = editableColumns(body, (id) => sealNationalId(services.pii, uid, id));
    const registrationNumber = newRegistrationNumber(body.entityType, config.programme.edition);
    try {
      const letter = confirmationLetter(config, {
        to: columns.contact_email,
        contactName: columns.contact_name,
        candidate: candidateNameOf({ entity_type: body.entityType, ind_name: columns.ind_name ?? null, organization_name: organizationName }),
        entityType: body.entityType,
        registrationNumber,
        accessCode,
      });
      const mail = services.mail.queueRow(letter);
      // The row, its provisions and the letter in ONE statement (data-modifying CTEs: all or nothing,
      // as a transaction would be): on the embedded database a transaction holds the one session for
      // each of its round trips, and a surge's 200 registrations queued every other request behind them.
      const insert = (q: Database) =>
        q
          .with('new_registration', (w) =>
            w.insertInto('registration').values({
              uid,
              registration_number: registrationNumber,
              edition: config.programme.edition,
              access_code_hash: accessCodeHash,
              entity_type: body.entityType,
              organization_category: body.organizationCategory,
              organization_name: organizationName,
              vendor_uid: body.vendorUid ?? null,
              ...columns,
              referral_method: null,
              recommendation_resource_uid: null,
              recommendation_number: null,
              recommendation_source: null,
              certificate_employment_resource_uid: null,
              self_introduction_resource_uid: null,
            }),
          )
          .with('new_provisions', (w) =>
            w.insertInto('registration_provision').values(body.provisions.map((p) => ({ registration_uid: uid, provision_id: p.provisionId, is_satisfied: p.isSatisfied }))),
          )
          .insertInto('mail_queue')
          .values(mail.row)
          .execute();
      if (individual) {
        // The candidate photo is claimed with it, or nothing is written.
        await db.transaction().execute(async (trx) => {
          await insert(trx);
          await attachResource(trx, individual.indAvatarResourcesUid, uid, 'candidate-photo', 'indAvatarResourcesUid');
        });
      } else {
        await insert(db);
      }
      // Queued with the registration, delivered right after the answer (the registrant has
      // number and code on screen): a burst of registrations is not answered behind its own letters.
      // A failure stays queued for the retry worker.
      services.mail.deliverSoon(mail.id);
      return { uid, registrationNumber, accessCode };
    } catch (err) {
      if (isDuplicateNumber(err) && attempt < NUMBER_ATTEMPTS) continue;
      throw err;
    }
  }
}
