// What a registration says beyond its own row, read by staff and jurors alike: the provisions it ticked,
// with their titles and legal basis, and its job level's name.
import type { Database } from '../../platform/db/index';
import type { Registration } from '../../platform/db/schema';

export interface Provision {
  provisionId: number;
  title: string;
  legalBasis: string;
  isSatisfied: boolean;
}

export async function provisionsOf(db: Database, uid: string): Promise<Provision[]> {
  const rows = await db
    .selectFrom('registration_provision as rp')
    .innerJoin('provision as p', 'p.provision_id', 'rp.provision_id')
    .select(['rp.provision_id', 'rp.is_satisfied', 'p.title', 'p.legal_basis'])
    .where('rp.registration_uid', '=', uid)
    .orderBy('p.order_index')
    .execute();
  return rows.map((p) => ({ provisionId: p.provision_id, title: p.title, legalBasis: p.legal_basis, isSatisfied: p.is_satisfied }));
}

export async function jobLevelNameOf(db: Database, row: Registration): Promise<string | null> {
  if (!row.ind_job_level_category) return null;
  const level = await db
    .selectFrom('job_level')
    .select('name')
    .where('category_slug', '=', row.organization_category)
    .where('slug', '=', row.ind_job_level_category)
    .executeTakeFirst();
  return level?.name ?? null;
}
