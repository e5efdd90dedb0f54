// The back office's vendor list: a page of vendors with their category, state and whether a
// registration names them; hiding one from the registration form's picker and showing it again.
import type { components } from '../../../shared/generated/api';
import { recordAudit, type AuditActor } from '../audit';
import { notFound } from '../../platform/http/api-error';
import type { BodyOf } from '../../platform/contract/handler-types';
import type { Database } from '../../platform/db/index';
import { sql } from '../../platform/db/kysely-runtime';
import { vendorMessages as m } from './vendor-messages';

type AdminVendor = components['schemas']['AdminVendor'];
type VendorFilter = NonNullable<BodyOf<'adminVendorList'>>;

/** LIKE's wildcards typed by a person are meant literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function selectVendors(db: Database) {
  return db
    .selectFrom('vendor')
    .innerJoin('organization_category as c', 'c.slug', 'vendor.category_slug')
    .select((eb) => [
      'vendor.uid', 'vendor.category_slug', 'c.name as category_name', 'vendor.name', 'vendor.code', 'vendor.is_demo', 'vendor.hidden_at',
      eb.exists(eb.selectFrom('registration').select('registration.uid').whereRef('registration.vendor_uid', '=', 'vendor.uid')).as('in_use'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectVendors>['executeTakeFirstOrThrow']>>;

const toAdminVendor = (r: Row): AdminVendor => ({
  uid: r.uid,
  categorySlug: r.category_slug,
  categoryName: r.category_name,
  name: r.name,
  code: r.code,
  isDemo: r.is_demo,
  hiddenAt: r.hidden_at ? new Date(r.hidden_at as unknown as string).toISOString() : null,
  inUse: Boolean(r.in_use),
});

export async function listVendors(db: Database, filter: VendorFilter): Promise<{ data: AdminVendor[]; total: number }> {
  const page = filter.page ?? 1;
  const pageSize = filter.pageSize ?? 50;
  const keyword = filter.keyword?.trim();
  const state = filter.state ?? 'all';
  const filtered = selectVendors(db)
    .$if(Boolean(filter.category), (q) => q.where('vendor.category_slug', '=', filter.category!))
    .$if(state === 'shown', (q) => q.where('vendor.hidden_at', 'is', null))
    .$if(state === 'hidden', (q) => q.where('vendor.hidden_at', 'is not', null))
    .$if(Boolean(keyword), (q) =>
      q.where((eb) => eb.or([eb('vendor.name', 'ilike', `%${literal(keyword!)}%`), eb('vendor.code', 'ilike', `%${literal(keyword!)}%`)])),
    );
  const [rows, count] = await Promise.all([
    filtered.orderBy('c.order_index').orderBy('vendor.name').orderBy('vendor.uid').limit(pageSize).offset((page - 1) * pageSize).execute(),
    filtered.clearSelect().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.n), data: rows.map(toAdminVendor) };
}

/** Hides a vendor from the picker (a registration naming it keeps it) or shows it again; audit-logged. */
export async function setVendorHidden(db: Database, uid: string, hidden: boolean, actor: AuditActor): Promise<AdminVendor> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('vendor')
      .set({ hidden_at: hidden ? sql`coalesce(hidden_at, now())` : null })
      .where('uid', '=', uid)
      .returning('uid')
      .executeTakeFirst();
    if (!updated) throw notFound(m.vendorNotFound);
    await recordAudit(trx, { actor, action: hidden ? 'vendor.hide' : 'vendor.unhide', subject: { kind: 'vendor', uid } });
    return toAdminVendor(await selectVendors(trx as unknown as Database).where('vendor.uid', '=', uid).executeTakeFirstOrThrow());
  });
}
