// A registration row as src/shared/candidate-name.ts names it (letters, the draw, the reminders, sessions).
import { candidateName, candidateShortName, type NamedCandidate } from '../../../shared/candidate-name';
import type { Registration } from '../../platform/db/schema';

type NameColumns = Pick<Registration, 'entity_type' | 'ind_name' | 'organization_name'>;

const named = (r: NameColumns): NamedCandidate => ({ entityType: r.entity_type, personName: r.ind_name, organizationName: r.organization_name });

/** 「林美華（測試觀光協會）」 or 「測試觀光協會」, for a row. */
export const candidateNameOf = (r: NameColumns): string => candidateName(named(r));

/** The short form (the user menu's greeting), for a row. */
export const candidateShortNameOf = (r: NameColumns): string => candidateShortName(named(r));
