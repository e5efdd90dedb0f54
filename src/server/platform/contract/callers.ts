// Who is calling: the identities the route loader resolves before a handler runs (the contract's
// `security` and `x-roles`). Their sessions live in features/registrant-sessions and features/staff; the
// loader receives them as guards (register.ts), so the platform names the callers without importing them.
import type { RegistrationStatus } from '../../../shared/registration-status';
import type { EntityType } from '../db/schema';
import type { StaffRole } from './roles';

export interface Registrant {
  uid: string;
  registrationNumber: string;
  status: RegistrationStatus;
  entityType: EntityType;
  displayName: string;
  /** The current correction request (reviewed_awaiting): the deadline replaces the upload window's end. */
  correctionReason: string | null;
  correctionDeadline: Date | null;
  sessionId: string;
}

export interface Staff {
  uid: string;
  email: string;
  displayName: string;
  role: StaffRole;
}
