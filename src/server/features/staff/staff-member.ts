// A staff account as the contract shows it (StaffMember, StaffMe): never a hash nor a secret.
import type { Selectable } from 'kysely';
import type { DataOf } from '../../platform/contract/handler-types';
import type { StaffAccountTable } from '../../platform/db/schema';
import type { Staff } from '../../platform/contract/callers';
import { isoTime } from '../../platform/db/iso-time';

export type StaffMember = DataOf<'staffChangeRole'>;
export type StaffAccount = Selectable<StaffAccountTable>;

export function staffMember(row: StaffAccount): StaffMember {
  return {
    uid: row.uid,
    email: row.email,
    displayName: row.display_name,
    role: row.role,
    state: row.disabled_at ? 'disabled' : row.enrolled_at ? 'active' : 'invited',
    createdAt: isoTime(row.created_at)!,
    enrolledAt: isoTime(row.enrolled_at),
    disabledAt: isoTime(row.disabled_at),
  };
}

export const staffMe = (staff: Staff): DataOf<'staffMe'> => ({ uid: staff.uid, email: staff.email, displayName: staff.displayName, role: staff.role });
