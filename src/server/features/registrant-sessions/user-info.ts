// The user info the session calls return (SPEC.md section 3: sub, registrationStatus, ...).
import type { components } from '../../../shared/generated/api';
import type { Config } from '../../platform/config/config';
import { isEditable } from '../../platform/contract/editable';
import type { Registrant } from '../../platform/contract/callers';

export type UserInfo = components['schemas']['UserInfo'];

/** The correction request the upload page shows above the stepper, while the registration awaits it. */
function correctionRequest(registrant: Omit<Registrant, 'sessionId'>): UserInfo['correctionRequest'] {
  if (registrant.status !== 'reviewed_awaiting' || !registrant.correctionReason || !registrant.correctionDeadline) return null;
  return { reason: registrant.correctionReason, deadline: new Date(registrant.correctionDeadline).toISOString() };
}

export function userInfo(registrant: Omit<Registrant, 'sessionId'>, config: Config): UserInfo {
  return {
    sub: registrant.uid,
    registrationNumber: registrant.registrationNumber,
    registrationStatus: registrant.status,
    entityType: registrant.entityType,
    displayName: registrant.displayName,
    editable: isEditable(config, registrant),
    correctionRequest: correctionRequest(registrant),
  };
}
