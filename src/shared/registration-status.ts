// Registration lifecycle rules shared by both ends (SPEC.md section 4, DESIGN.md section 4).
export type RegistrationStatus = 'in_progress' | 'reviewed_awaiting' | 'submitted';

/** Editable statuses; any other value is locked (read-only). */
export const EDITABLE_STATUSES: readonly RegistrationStatus[] = ['in_progress', 'reviewed_awaiting'];

export function isEditableStatus(status: string | null | undefined): boolean {
  return EDITABLE_STATUSES.includes(status as RegistrationStatus);
}
