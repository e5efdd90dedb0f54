// A review decision taken over the staff API: the review module runs the machine (403/409 refusals
// with their zh-TW messages), writes the status and the audit row, and mails a return's letter.
import type { ReviewAction } from '../../../../machines/review';
import type { components } from '../../../shared/generated/api';
import type { BodyOf } from '../../platform/contract/handler-types';
import { transitionRegistration } from '../registration';
import type { Services } from '../../platform/contract/services';
import type { Staff } from '../../platform/contract/callers';

type TransitionBody = BodyOf<'adminRegistrationTransition'>;
type Transitioned = components['schemas']['AdminTransitioned'];

// The schema's actions are the machine's (schemas/admin/registration-transition.schema.json): a typecheck.
const staffActionsAreMachineActions: ReviewAction = '' as TransitionBody['action'];
void staffActionsAreMachineActions;

export async function transitionAsStaff(
  services: Services,
  staff: Staff,
  clientAddress: string,
  registrationUid: string,
  body: TransitionBody,
): Promise<Transitioned> {
  const { from, row } = await transitionRegistration(services, {
    registrationUid,
    event: { type: body.action, reason: body.reason, deadline: body.correctionDeadline },
    actor: { role: staff.role, kind: 'staff', uid: staff.uid, label: staff.email, clientAddress },
  });
  return { from, status: row.status };
}
