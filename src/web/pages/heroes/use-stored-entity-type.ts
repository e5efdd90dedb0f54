// The heroes board's team/individual choice, kept in localStorage (SPEC.md section 4), default team.
// Storage may be unavailable (privacy modes): the choice then lasts for the visit only.
import { useCallback, useState } from 'react';
import type { EntityType } from './editions';

export const HEROES_ENTITY_TYPE_KEY = 'heroesEntityType';

function read(): EntityType {
  try {
    return localStorage.getItem(HEROES_ENTITY_TYPE_KEY) === 'individual' ? 'individual' : 'group';
  } catch {
    return 'group';
  }
}

export function useStoredEntityType(): [EntityType, (value: EntityType) => void] {
  const [value, setValue] = useState<EntityType>(read);
  const update = useCallback((next: EntityType) => {
    setValue(next);
    try {
      localStorage.setItem(HEROES_ENTITY_TYPE_KEY, next);
    } catch {
      // not kept across visits; nothing else to do
    }
  }, []);
  return [value, update];
}
