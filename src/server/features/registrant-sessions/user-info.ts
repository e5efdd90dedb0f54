// The user info the session calls return (SPEC.md section 3: sub, registrationStatus, ...).
import type { components } from '../../../shared/generated/api';
import type { Config } from '../../platform/config/config';
import { isEditable } from '../../platform/contract/editable';
import type { Registrant } from '../../platform/contract/callers';
import { isoTime } from '../../platform/db/iso-time';

export type UserInfo = components['schemas']['UserInfo'];

/** The correction request the upload page shows above the stepper, while the registration awaits it. */
function correctionRequest(registrant: Omit<Registrant, 'sessionId'>): UserInfo['correctionRequest'] {
  if (registrant.status !== 'reviewed_awaiting' || !registrant.correctionReason || !registrant.correctionDeadline) return null;
  return { reason: registrant.correctionReason, deadline: new Date(registrant.correctionDeadline).toISOString() };
}

/** The registration's latest receipt as the upload page offers it (services.receipts.latest). */
export interface LatestReceipt {
  sequence: number;
  submitted_at: Date | string;
}

export function userInfo(registrant: Omit<Registrant, 'sessionId'>, config: Config, receipt: LatestReceipt | undefined): UserInfo {
  return {
    sub: registrant.uid,
    registrationNumber: registrant.registrationNumber,
    registrationStatus: registrant.status,
    entityType: registrant.entityType,
    displayName: registrant.displayName,
    editable: isEditable(config, registrant),
    correctionRequest: correctionRequest(registrant),
    receipt: receipt ? { sequence: receipt.sequence, submittedAt: isoTime(receipt.submitted_at) } : null,
  };
}
