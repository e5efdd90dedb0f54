// Conflicts of interest a juror did not have to declare (issue 28): an entry of a unit the juror declared
// (the same name, or the same tax id), or recommended by one (the recommending unit names it). Names are
// compared as a person reads them: full-width and half-width alike, spaces and case ignored.
import type { JurorAffiliation } from '../../platform/db/schema';

export interface PoolEntry {
  uid: string;
  organization_name: string;
  grp_company_uniform_number: string | null;
  recommendation_source: string | null;
  recommend_unit: string | null;
}

export interface DetectedConflict {
  jurorUid: string;
  registrationUid: string;
  source: 'affiliation' | 'taxId' | 'recommendation';
  reason: string;
}

const comparable = (name: string) => name.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
/** A recommending unit's text may name several units (SPEC.md: separated by semicolons). */
const unitsOf = (text: string | null) => (text ?? '').split(/[;；,，、]/).map(comparable).filter(Boolean);

export function detectConflicts(jurorUid: string, affiliations: readonly JurorAffiliation[], pool: readonly PoolEntry[]): DetectedConflict[] {
  const names = new Map(affiliations.map((a) => [comparable(a.name), a.name]));
  const taxIds = new Map(affiliations.filter((a) => a.taxId).map((a) => [a.taxId!, a.name]));
  const found: DetectedConflict[] = [];
  for (const entry of pool) {
    const own = names.get(comparable(entry.organization_name));
    const byTaxId = entry.grp_company_uniform_number ? taxIds.get(entry.grp_company_uniform_number) : undefined;
    const recommender = [...unitsOf(entry.recommendation_source), ...unitsOf(entry.recommend_unit)].map((u) => names.get(u)).find(Boolean);
    if (own) found.push({ jurorUid, registrationUid: entry.uid, source: 'affiliation', reason: `同一單位：${own}` });
    else if (byTaxId) found.push({ jurorUid, registrationUid: entry.uid, source: 'taxId', reason: `統一編號相同：${byTaxId}` });
    else if (recommender) found.push({ jurorUid, registrationUid: entry.uid, source: 'recommendation', reason: `由您的單位推薦：${recommender}` });
  }
  return found;
}
