// What a staff role may see inside an answer (the contract's `x-capabilities`, generated): the server's
// projections and the back office's pages ask this, never a role's name.
import type { components } from './generated/api';
import { STAFF_CAPABILITIES, type StaffCapability } from './generated/staff-capabilities';

export type { StaffCapability };
type StaffRole = components['schemas']['StaffRole'];

/** Whether `role` holds `capability` (allow-list: a role the table does not name lacks it). */
export function hasCapability(role: StaffRole, capability: StaffCapability): boolean {
  return (STAFF_CAPABILITIES[capability].roles as readonly StaffRole[]).includes(role);
}
