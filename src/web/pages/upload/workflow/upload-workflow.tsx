// The five-step upload workflow shown on /pages/register/upload once signed in (SPEC.md section 2):
// the stepper with its real effects (toasts, scrolling to the stepper, reading the required set,
// the final submission with the security check). After step 5, "view the uploaded files" shows a
// fresh, read-only stepper.
import { useMemo, useState } from 'react';
import { messages } from '../../../../shared/messages';
import { useAuth } from '../../../auth';
import { SecurityCheck } from '../../../captcha/security-check';
import { errorToast, REQUIRED_ERROR_MS, successToast } from './toasts';
import { loadOverview, uploadApi } from './upload-api';
import { UploadStepper, type StepperEffects, type UserInfo } from './upload-stepper';

export interface UploadWorkflowProps {
  user: UserInfo;
}

/** SPEC.md section 2: moving on scrolls the page to 400 px. */
const STEP_SCROLL_TOP = 400;

export function UploadWorkflow({ user }: UploadWorkflowProps) {
  const { reload } = useAuth();
  const [round, setRound] = useState(0);
  const effects = useMemo<StepperEffects>(
    () => ({
      scrollToSteps: () => window.scrollTo({ top: STEP_SCROLL_TOP, behavior: 'smooth' }),
      notify: {
        unsaved: () => errorToast(messages.unsavedEntries, REQUIRED_ERROR_MS),
        submitFirst: () => errorToast(messages.submitFirst),
        missing: (labels) => errorToast(`${messages.requiredItemsMissing}${labels.join('、')}`, REQUIRED_ERROR_MS),
        checkFailed: () => errorToast(messages.fetchFailed),
        submitted: () => successToast(messages.submissionConfirmed),
        submitFailed: (message) => errorToast(message),
      },
      checkRequired: async (uid) => {
        const outcome = await loadOverview(uid);
        return outcome.ok ? outcome.data : null;
      },
      submit: (uid, cfToken) => uploadApi.confirm(uid, cfToken),
      submitted: () => void reload(),
      SecurityCheck,
    }),
    [reload],
  );
  return (
    <UploadStepper
      key={round}
      user={user}
      // After the submission the registration is locked, whatever the session says yet.
      locked={round > 0 || !user.editable}
      effects={effects}
      onViewFiles={() => setRound((n) => n + 1)}
    />
  );
}
