// The staff roles (DESIGN.md section 11). Their one home is schemas/admin/staff-common.schema.json
// (`$defs.role`); the contract's x-roles may name only these, and the type comes from the contract.
import staffCommon from '../../../../schemas/admin/staff-common.schema.json';
import type { components } from '../../../shared/generated/api';

export type StaffRole = components['schemas']['StaffRole'];

export const STAFF_ROLES: readonly StaffRole[] = staffCommon.$defs.role.enum as StaffRole[];

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);
