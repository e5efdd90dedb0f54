// How letters name whom a registration is for: the unit (group), or the candidate and the unit (individual).
import type { Registration } from '../../platform/db/schema';

export function candidateName(r: Pick<Registration, 'entity_type' | 'ind_name' | 'organization_name'>): string {
  return r.entity_type === 'individual' && r.ind_name ? `${r.ind_name}（${r.organization_name}）` : r.organization_name;
}
