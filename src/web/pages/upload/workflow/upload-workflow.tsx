// The five-step upload workflow shown on /pages/register/upload once signed in (SPEC.md section 2):
// the stepper with its real effects (toasts, scrolling to the stepper, reading the required set,
// the final submission with the security check). After step 5, "view the uploaded files" shows a
// fresh, read-only stepper.
import { useMemo, useRef, useState } from 'react';
import { messages } from '../../../../shared/messages';
import { useAuth } from '../../../auth';
import { SecurityCheck } from '../../../captcha/security-check';
import { CorrectionAlert } from './correction-alert';
import { errorToast, REQUIRED_ERROR_MS, successToast } from './toasts';
import { loadOverview, uploadApi } from './upload-api';
import type { UserInfo } from '../../../layout/user-menu';
import { UploadStepper, type StepperEffects } from './upload-stepper';

export interface UploadWorkflowProps {
  user: UserInfo;
}

export function UploadWorkflow({ user }: UploadWorkflowProps) {
  const { reload } = useAuth();
  const [round, setRound] = useState(0);
  const top = useRef<HTMLDivElement>(null);
  const effects = useMemo<StepperEffects>(
    () => ({
      // SPEC.md section 2 says moving on scrolls the page to 400 px; that lands the stepper under the
      // sticky header at 1280 px, so the stepper itself is scrolled to the top instead (the page's
      // scroll-padding-top keeps it just below the header at every width).
      scrollToSteps: () => top.current?.scrollIntoView({ block: 'start', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' }),
      notify: {
        unsaved: (buttons) => errorToast(messages.unsavedEntriesFor(buttons), REQUIRED_ERROR_MS),
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
    <div ref={top}>
      {/* Gone once they confirm again: the confirm re-reads the session, which then carries none. */}
      <CorrectionAlert request={user.correctionRequest} />
      <UploadStepper
        key={round}
        user={user}
        // After the submission the registration is locked, whatever the session says yet.
        locked={round > 0 || !user.editable}
        effects={effects}
        onViewFiles={() => setRound((n) => n + 1)}
      />
    </div>
  );
}
