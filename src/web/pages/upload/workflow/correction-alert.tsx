// What the reviewer asked to change (DESIGN.md section 11, "return for correction"), above the stepper
// while the registration awaits it: the server sends it on the session (UserInfo.correctionRequest)
// until the registrant confirms again. The deadline in Taipei time with the ROC year, as the site
// writes dates.
import { Alert } from '@mantine/core';
import type { components } from '../../../../shared/generated/api';
import { rocDateTimeWeekday, TAIPEI_SUFFIX } from '../../../../shared/taipei-time';
import { WORKFLOW_TEXT } from './texts';
import css from './upload-workflow.module.css';

type CorrectionRequest = components['schemas']['CorrectionRequest'];

export function CorrectionAlert({ request }: { request: CorrectionRequest | null | undefined }) {
  if (!request) return null;
  return (
    // Mantine's Alert is role="alert", named by its title and described by its body.
    <Alert color="orange" variant="light" title={WORKFLOW_TEXT.correctionTitle} className={css.correction}>
      <p className={css.correctionReason}>{request.reason}</p>
      <p>
        <strong>
          {WORKFLOW_TEXT.correctionDeadline}：<time dateTime={request.deadline}>{rocDateTimeWeekday(request.deadline)}{TAIPEI_SUFFIX}</time>
        </strong>
      </p>
      <p>{WORKFLOW_TEXT.correctionAfter}</p>
    </Alert>
  );
}
