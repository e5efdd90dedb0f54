// Registration numbers: readable and unique. "G3-482913" = G (group) or P (personal: individual),
// the edition, a dash, six random digits. Random rather than sequential so a number says nothing
// about how many have registered; the unique index catches the rare collision and create retries.
import { randomInt } from 'node:crypto';
import type { EntityType } from '../../platform/db/schema';

export function newRegistrationNumber(entityType: EntityType, edition: number): string {
  const letter = entityType === 'group' ? 'G' : 'P';
  return `${letter}${edition}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** Whether a database error is the registration number's unique index (PostgreSQL and PGlite alike). */
export function isDuplicateNumber(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && (e.constraint ?? '').includes('registration_number');
}
