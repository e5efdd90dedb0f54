// The stepper's list of steps: an ordered list, the current one marked with aria-current="step";
// every step is a button (keyboard operable); the machine decides whether a move is allowed.
import { VisuallyHidden } from '@mantine/core';
import type { StepNumber } from '../../../../../machines/upload';
import { STEP_HINTS, STEP_TITLES, WORKFLOW_TEXT } from './texts';
import css from './upload-workflow.module.css';

export interface StepListProps {
  steps: readonly StepNumber[];
  current: StepNumber;
  /** No move possible (registration complete, or a dialog is open). */
  frozen: boolean;
  onSelect(step: StepNumber): void;
}

export function StepList({ steps, current, frozen, onSelect }: StepListProps) {
  return (
    <nav aria-label={WORKFLOW_TEXT.stepsLabel}>
      <ol className={css.steps} style={{ ['--step-count' as string]: steps.length }}>
        {steps.map((step) => (
          <li key={step}>
            <button
              type="button"
              className={css.stepButton}
              aria-current={step === current ? 'step' : undefined}
              data-passed={step < current}
              disabled={frozen}
              onClick={() => step !== current && onSelect(step)}
            >
              <span className={css.stepNumber} aria-hidden="true">
                {step}
              </span>
              <span>
                <VisuallyHidden>{WORKFLOW_TEXT.stepOf(step, steps.length)}：</VisuallyHidden>
                {STEP_TITLES[step]}
              </span>
              <span className={css.stepHint} aria-hidden="true">
                {STEP_HINTS[step]}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
