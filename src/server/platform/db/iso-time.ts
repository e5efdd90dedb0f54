/** A timestamp as the database driver hands it (a Date from PGlite and pg, a string from some columns and
 * raw SQL) written as the contract's date-time: ISO 8601 in UTC. Null stays null. */
export function isoTime(value: Date | string): string;
export function isoTime(value: Date | string | null): string | null;
export function isoTime(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}
