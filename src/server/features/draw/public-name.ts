// How the draw's published news names a recommender (Taiwan PDPA, as the demo result news shows it): a
// person's name with all but its first and last characters hidden (王○明, 歐○○明; two characters: 王○);
// a group by its unit's name, which is not personal data. Never a national ID number.
import type { Registration } from '../../platform/db/schema';

export function maskPersonName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return '○';
  if (chars.length === 2) return `${chars[0]}○`;
  return `${chars[0]}${'○'.repeat(chars.length - 2)}${chars.at(-1)}`;
}

export function publicName(r: Pick<Registration, 'entity_type' | 'ind_name' | 'organization_name'>): string {
  return r.entity_type === 'individual' && r.ind_name ? maskPersonName(r.ind_name) : r.organization_name;
}
