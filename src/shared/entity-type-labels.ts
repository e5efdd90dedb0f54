// Part of the glossary (labels.ts), in a module of its own: the register page needs only these two
// words, and a shared chunk carries its whole module (the page has no bytes to spare).
/** Entity types (報名組別): API `group` / `individual`. */
export const ENTITY_TYPE_LABELS = { group: '團體組', individual: '個人組' } as const;
