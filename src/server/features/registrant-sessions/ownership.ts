// Ownership checks the route loader runs for every operation declaring `x-owner` (DESIGN.md
// section 3: every {uid}/{id}/{sub} route checks the thing belongs to the signed-in registrant).
import { forbidden, notFound } from '../../platform/http/api-error';
import type { OwnerKind } from '../../platform/contract/operations';
import type { Database } from '../../platform/db/index';

/** Which registration owns the thing `id` names (null: no such thing). */
async function ownerOf(db: Database, kind: OwnerKind, id: string): Promise<string | null> {
  switch (kind) {
    case 'registration':
      return id;
    case 'achievement':
      return (await db.selectFrom('achievement').select('registration_uid').where('uid', '=', id).executeTakeFirst())?.registration_uid ?? null;
    case 'picture':
      return (await db.selectFrom('picture').select('registration_uid').where('uid', '=', id).executeTakeFirst())?.registration_uid ?? null;
    case 'profession-picture':
      return (await db.selectFrom('profession_picture').select('registration_uid').where('uid', '=', id).executeTakeFirst())?.registration_uid ?? null;
    case 'resource': {
      const row = await db.selectFrom('resource').select('owner_registration_uid').where('uid', '=', id).executeTakeFirst();
      if (!row) return null;
      return row.owner_registration_uid ?? ''; // an anonymous, unattached upload belongs to nobody yet
    }
  }
}

export async function assertOwner(db: Database, kind: OwnerKind, id: string, registrationUid: string): Promise<void> {
  const owner = await ownerOf(db, kind, id);
  if (owner === null) throw notFound();
  if (owner !== registrationUid) throw forbidden();
}
