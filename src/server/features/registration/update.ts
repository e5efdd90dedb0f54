// Editing one's registration (SPEC.md sections 4 and 7). The route loader has already checked the
// session, ownership, an editable status and the open upload window (x-owner, x-editable); the body
// has passed one of the two update schemas, and here it must be the one of the registration's own
// group type. Entity type, category and unit name never change (the update schemas refuse them).
import { messages } from '../../../shared/messages';
import { badRequest, notFound } from '../../platform/http/api-error';
import type { BodyOf } from '../../platform/contract/handler-types';
import type { Services } from '../../platform/contract/services';
import { attachResource, detachResource } from '../resources';
import { whileEditable } from './editable';
import { checkLookups } from './lookup-checks';
import { sealNationalId } from './national-id';
import { editableColumns, type IndividualUpdate } from './payload';

const UPDATE_SCHEMA = {
  group: 'registration-group-update.schema.json',
  individual: 'registration-individual-update.schema.json',
} as const;

export async function updateRegistration(
  services: Services,
  uid: string,
  body: BodyOf<'registrationsUpdate'>,
): Promise<{ uid: string; registrationNumber: string }> {
  const { db, validators } = services;
  const row = await db
    .selectFrom('registration')
    .select(['entity_type', 'organization_category', 'registration_number', 'ind_avatar_resource_uid'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (!row) throw notFound();

  const errors = validators.validate(UPDATE_SCHEMA[row.entity_type], body);
  if (errors.length > 0) {
    const other = UPDATE_SCHEMA[row.entity_type === 'group' ? 'individual' : 'group'];
    throw badRequest(errors, validators.validate(other, body).length === 0 ? messages.entityTypeMismatch : messages.validation);
  }
  const individual = row.entity_type === 'individual' ? (body as IndividualUpdate) : null;

  const lookups = await checkLookups(
    db,
    {
      entityType: row.entity_type,
      category: row.organization_category,
      provisions: body.provisions,
      county: body.contactCountyCategory,
      district: body.contactDistrictCategory,
      jobLevel: individual?.indJobLevelCategory,
    },
    'update',
  );
  if (lookups.errors.length > 0) throw badRequest(lookups.errors);

  // Whether it can still change is asked again holding the row: a final submission racing this edit,
  // or the window closing while it was checked, wins.
  await whileEditable(services, uid, async (trx) => {
    await trx
      .updateTable('registration')
      .set({ ...editableColumns(body, (id) => sealNationalId(services.pii, uid, id)), updated_at: new Date() })
      .where('uid', '=', uid)
      .execute();
    await trx.deleteFrom('registration_provision').where('registration_uid', '=', uid).execute();
    await trx
      .insertInto('registration_provision')
      .values(body.provisions.map((p) => ({ registration_uid: uid, provision_id: p.provisionId, is_satisfied: p.isSatisfied })))
      .execute();
    if (individual) {
      await attachResource(trx, individual.indAvatarResourcesUid, uid, 'candidate-photo', 'indAvatarResourcesUid', row.ind_avatar_resource_uid);
      if (individual.indAvatarResourcesUid !== row.ind_avatar_resource_uid) await detachResource(trx, row.ind_avatar_resource_uid);
    }
  });
  return { uid, registrationNumber: row.registration_number };
}
