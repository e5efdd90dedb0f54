// The five-step upload workflow driven by machines/upload. The machine decides every move; this
// component renders its state and supplies its effects (toasts, scrolling, reading the required set,
// sending the submission) from `effects`, which the page gives real implementations (and tests
// give doubles).
import { Button } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import {
  currentStep,
  isAskingToLeave,
  uploadMachine,
  visibleSteps,
  type StepNumber,
} from '../../../../../machines/upload';
import { messages } from '../../../../shared/messages';
import type { SecurityCheckProps } from '../../../captcha/security-check';
import type { UserInfo } from '../../../layout/user-menu';
import { DraftProvider, useDraftRegistry } from './drafts';
import { DeadlineCountdown } from './deadline-countdown';
import { LeavePrompt } from './leave-prompt';
import { LockedNotice } from './locked-notice';
import { ReviewDialog } from './review-dialog';
import { StepList } from './step-list';
import { DoneStep } from './steps/done-step';
import { MeritStep } from './steps/merit-step';
import { OtherStep } from './steps/other-step';
import { PhotosStep } from './steps/photos-step';
import type { Outcome, UploadOverview } from './upload-api';
import { STEP_TITLES, WORKFLOW_TEXT } from './texts';
import css from './upload-workflow.module.css';
import { inspectOption } from '../../../app/inspector';

/** A move the visitor asks for; the stepper adds whether the step holds unadded entries. */
type Move = { type: 'NEXT' } | { type: 'PREVIOUS' } | { type: 'SUBMIT' } | { type: 'GOTO'; step: StepNumber };

/** What the stepper does outside itself. */
export interface StepperEffects {
  scrollToSteps(): void;
  notify: {
    /** `buttons`: the labels of the buttons that save what the step still holds. */
    unsaved(buttons: string[]): void;
    submitFirst(): void;
    missing(labels: string[]): void;
    checkFailed(): void;
    submitted(): void;
    submitFailed(message: string): void;
  };
  /** Everything the submission would send and what it still lacks (the server's check), or null when it could not be read. */
  checkRequired(registrationUid: string): Promise<UploadOverview | null>;
  submit(registrationUid: string, cfToken: string): Promise<Outcome<unknown>>;
  /** Called once the registration is submitted (the page re-reads the session: status changed). */
  submitted(): void;
  SecurityCheck: ComponentType<SecurityCheckProps>;
}

export interface UploadStepperProps {
  user: UserInfo;
  locked: boolean;
  effects: StepperEffects;
  /** Step 5's "view the uploaded files": the page shows them read-only. */
  onViewFiles(): void;
}

export function UploadStepper({ user, locked, effects, onViewFiles }: UploadStepperProps) {
  const uid = user.sub;
  const drafts = useDraftRegistry();
  const [overview, setOverview] = useState<UploadOverview | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The machine is made once, with the effects of the first render (the page keeps them stable).
  const [machine] = useState(() =>
    uploadMachine.provide({
      actions: {
        scrollToSteps: () => effects.scrollToSteps(),
        warnUnsaved: () => effects.notify.unsaved(drafts.buttons()),
        warnSubmitFirst: () => effects.notify.submitFirst(),
        warnMissing: (_, { missing }) => effects.notify.missing(missing),
        warnCheckFailed: () => effects.notify.checkFailed(),
        announceSubmitted: () => {
          effects.notify.submitted();
          effects.submitted();
        },
        warnSubmitFailed: (_, { message }) => effects.notify.submitFailed(message),
        checkRequired: ({ self }) => {
          effects.checkRequired(uid).then((found) => {
            if (!found) return self.send({ type: 'CHECK_FAILED' });
            setOverview(found);
            self.send({ type: 'REQUIRED_CHECKED', check: found.check });
          });
        },
        submitRegistration: ({ self }, { cfToken }) => {
          effects.submit(uid, cfToken).then((outcome) => {
            if (outcome.ok) return self.send({ type: 'SUBMIT_SUCCEEDED' });
            setAttempt((n) => n + 1);
            self.send({ type: 'SUBMIT_FAILED', message: outcome.message || messages.submitFailed });
          });
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { locked }, ...inspectOption() });
  const step = currentStep(snapshot);
  const steps = visibleSteps(snapshot);
  const reviewing = snapshot.hasTag('reviewing');
  const busy = snapshot.hasTag('busy');
  const asking = isAskingToLeave(snapshot);
  const readOnly = snapshot.context.locked;

  // The new step's heading takes the focus, so keyboard and screen-reader users start there.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus({ preventScroll: true });
  }, [step]);

  const move = (event: Move) => send({ ...event, dirty: drafts.isDirty() });
  const onStep = !reviewing && !busy && !asking && step <= 4;

  return (
    <section className={css.workflow} aria-label={WORKFLOW_TEXT.workflowLabel}>
      {/* A locked registration (or one just submitted, step 5) has nothing left to upload by then. */}
      {!readOnly && step !== 5 && <DeadlineCountdown correctionDeadline={user.correctionRequest?.deadline} />}
      {readOnly && <LockedNotice user={user} />}
      <StepList steps={steps} current={step} frozen={step === 5} onSelect={(target) => move({ type: 'GOTO', step: target })} />
      <div className={css.panel}>
        <h2 className={css.panelTitle} ref={heading} tabIndex={-1}>
          {STEP_TITLES[step]}
        </h2>
        <DraftProvider report={drafts.report}>
          {step === 1 && <MeritStep registrationUid={uid} locked={readOnly} bonus={false} />}
          {step === 2 && <PhotosStep registrationUid={uid} locked={readOnly} />}
          {step === 3 && <OtherStep registrationUid={uid} locked={readOnly} />}
          {step === 4 && <MeritStep registrationUid={uid} locked={readOnly} bonus />}
          {step === 5 && <DoneStep registrationUid={uid} onViewFiles={onViewFiles} />}
        </DraftProvider>
      </div>
      {step <= 4 && (
        <div className={css.nav}>
          {snapshot.can({ type: 'PREVIOUS', dirty: false }) && (
            <Button variant="default" onClick={() => move({ type: 'PREVIOUS' })}>
              {WORKFLOW_TEXT.previous}
            </Button>
          )}
          {snapshot.can({ type: 'NEXT', dirty: false }) && (
            <Button className={css.navEnd} onClick={() => move({ type: 'NEXT' })}>
              {WORKFLOW_TEXT.next}
            </Button>
          )}
          {(snapshot.can({ type: 'SUBMIT', dirty: false }) || (busy && !reviewing)) && (
            <Button className={css.navEnd} color="gold.7" loading={busy && !reviewing} disabled={!onStep} onClick={() => move({ type: 'SUBMIT' })}>
              {busy && !reviewing ? WORKFLOW_TEXT.checking : WORKFLOW_TEXT.submit}
            </Button>
          )}
        </div>
      )}
      {asking && <LeavePrompt onContinue={() => send({ type: 'CONTINUE_ANYWAY' })} onSave={() => send({ type: 'SAVE_FIRST' })} />}
      {reviewing && (
        <ReviewDialog
          overview={overview}
          busy={busy}
          attempt={attempt}
          SecurityCheck={effects.SecurityCheck}
          onConfirm={(cfToken) => send({ type: 'CONFIRM', cfToken })}
          onCancel={() => send({ type: 'CANCEL' })}
          onChange={(target: StepNumber) => send({ type: 'GOTO', step: target, dirty: false })}
        />
      )}
    </section>
  );
}
