// The user info the session calls return (SPEC.md section 3: sub, registrationStatus, ...).
import type { components } from '../../shared/generated/api';
import type { Config } from '../config';
import { isEditable } from '../registration/can-change';
import type { Registrant } from './sessions';

export type UserInfo = components['schemas']['UserInfo'];

export function userInfo(registrant: Omit<Registrant, 'sessionId'>, config: Config): UserInfo {
  return {
    sub: registrant.uid,
    registrationNumber: registrant.registrationNumber,
    registrationStatus: registrant.status,
    entityType: registrant.entityType,
    displayName: registrant.displayName,
    editable: isEditable(config, registrant.status),
  };
}
