// How the programme names whom a registration is for, in every letter and page: the unit (a group), or
// the candidate and the unit (an individual). The user menu greets a signed-in registrant by the short
// form (the candidate alone).
export interface NamedCandidate {
  entityType: 'group' | 'individual';
  /** The candidate's name (individuals). */
  personName: string | null;
  organizationName: string;
}

/** 「林美華（測試觀光協會）」 or 「測試觀光協會」. */
export function candidateName(c: NamedCandidate): string {
  return c.entityType === 'individual' && c.personName ? `${c.personName}（${c.organizationName}）` : c.organizationName;
}

/** 「林美華」 or 「測試觀光協會」: the signed-in registrant in the user menu. */
export function candidateShortName(c: NamedCandidate): string {
  return c.entityType === 'individual' && c.personName ? c.personName : c.organizationName;
}
