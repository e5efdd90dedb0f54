// Writes of the upload workflow run inside a transaction that holds the registration row and checks
// again that it can still change. The route loader already refused locked registrations at the door
// (x-editable), but a final confirm may have locked this one since: holding the row (FOR UPDATE on
// PostgreSQL) orders every write before or after the confirm, never across it.
import { notFound } from '../../platform/http/api-error';
import type { Database } from '../../platform/db/index';
import { assertCanChange, changeSubjectOf } from '../../platform/contract/editable';
import type { Services } from '../../platform/contract/services';

export async function whileEditable<T>(services: Services, registrationUid: string, work: (trx: Database) => Promise<T>): Promise<T> {
  return services.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('registration').select(['status', 'correction_deadline']).where('uid', '=', registrationUid).forUpdate().executeTakeFirst();
    if (!row) throw notFound();
    assertCanChange(services.config, changeSubjectOf(row));
    return work(trx);
  });
}
