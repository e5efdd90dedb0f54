// What SPEC.md sections 2 and 4 say each transition of the upload stepper does, written apart from
// the machine so that the model-based tests check the machine against it.
import type { StepNumber, UploadEvent } from '../../machines/upload';

export interface Seen {
  /** The step shown (1-5). */
  step: StepNumber;
  locked: boolean;
  /** "Continue anyway / save first" is asked. */
  askingToLeave: boolean;
  /** The check-answers summary and the confirmation are open. */
  reviewing: boolean;
  /** The required set is being read or the submission is being sent. */
  busy: boolean;
}

/** An effect the page performs: its name and, for some, what it carries. */
export type Effect =
  | { name: 'scrollToSteps' | 'warnUnsaved' | 'warnSubmitFirst' | 'checkRequired' | 'warnCheckFailed' | 'announceSubmitted' }
  | { name: 'warnSubmitFailed'; message: string }
  | { name: 'warnMissing'; labels: string[] }
  | { name: 'submitRegistration'; cfToken: string };

const isMove = (event: UploadEvent) => event.type === 'NEXT' || event.type === 'PREVIOUS' || event.type === 'GOTO';

/** The effects a transition must cause, from the visitor's point of view before and after it. */
export function expectedEffects(before: Seen, event: UploadEvent, after: Seen): Effect[] {
  if (event.type === 'GOTO' && event.step === 5 && before.step !== 5) {
    // Step 5 is never reached by a click (SPEC.md section 4).
    expectSame(before, after);
    return [{ name: 'warnSubmitFirst' }];
  }
  const leavingStep = isMove(event) || event.type === 'SUBMIT';
  if (leavingStep && !before.reviewing && 'dirty' in event && event.dirty && !before.locked) {
    if (before.step <= 3) {
      // A required step with unadded entries: refused, 3-second error toast.
      expectSame(before, after);
      return [{ name: 'warnUnsaved' }];
    }
    // The optional step asks first and stays where it is.
    if (!after.askingToLeave || after.step !== before.step) throw new Error('leaving the optional step with unadded entries must ask first');
    return [];
  }
  const effects: Effect[] = [];
  if (event.type === 'REQUIRED_CHECKED') {
    // The server's list decides; the toast names its items as the server named them.
    const { missing } = event.check;
    if (missing.length > 0) {
      if (after.reviewing) throw new Error('an incomplete registration must not reach the confirmation');
      effects.push({ name: 'warnMissing', labels: missing.map((item) => item.message) });
    } else if (!after.reviewing) throw new Error('a complete registration must reach the confirmation');
  }
  if (event.type === 'CHECK_FAILED') effects.push({ name: 'warnCheckFailed' });
  if (event.type === 'CONFIRM') effects.push({ name: 'submitRegistration', cfToken: event.cfToken });
  if (event.type === 'SUBMIT_SUCCEEDED') {
    if (after.step !== 5) throw new Error('a successful submission must reach step 5');
    effects.push({ name: 'announceSubmitted' });
  }
  if (event.type === 'SUBMIT_FAILED') {
    if (after.step === 5) throw new Error('a failed submission must not reach step 5');
    effects.push({ name: 'warnSubmitFailed', message: event.message });
  }
  if (after.step !== before.step) effects.push({ name: 'scrollToSteps' });
  if (after.busy && !before.busy && !after.reviewing) effects.unshift({ name: 'checkRequired' });
  return effects;
}

function expectSame(before: Seen, after: Seen) {
  if (JSON.stringify(before) !== JSON.stringify(after)) {
    throw new Error(`a refused move must leave the stepper as it was: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`);
  }
}

/** Buttons the stepper offers on a step (SPEC.md section 2). */
export function expectedButtons(seen: Seen): { previous: boolean; next: boolean; submit: boolean } {
  const onStep = !seen.askingToLeave && !seen.reviewing && !seen.busy && seen.step <= 4;
  return {
    previous: onStep && seen.step >= 2,
    next: onStep && seen.step <= 3,
    submit: onStep && seen.step === 4 && !seen.locked,
  };
}

/** The step titles listed: four when locked, five otherwise. */
export function expectedStepCount(seen: Seen): number {
  return seen.locked ? 4 : 5;
}
