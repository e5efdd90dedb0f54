// What the server and the admin UI ask of the review machine, answered by running it: no second table.
//   decideTransition          the server: the status and context after an event, or why it is refused
//   availableReviewActions    the admin UI: the actions (buttons) a role can take on a registration now
import { transition } from 'xstate';
import { reviewMachine, RULES, ruleRefusal, type ReviewAction, type ReviewContext, type ReviewEvent, type ReviewRole, type RuleRefusal } from './review-machine';
import type { RegistrationStatus } from '../../src/shared/registration-status';
import { reviewMessages } from '../../src/shared/review-messages';

/** A registration under way, resumed where it is (no entry action runs: nothing is happening). */
export function reviewSnapshot(status: RegistrationStatus, context: ReviewContext) {
  return reviewMachine.resolveState({ value: status, context });
}

/**
 * Why a transition is refused: the action does not leave this status (`notFromStatus`), UNDO after a
 * registrant's confirm or another UNDO (`nothingToUndo`), or a rule of the action (RuleRefusal).
 */
export type ReviewRefusal = RuleRefusal | 'notFromStatus' | 'nothingToUndo';
// Every refusal has its zh-TW text, and every text a refusal (the messages live in src/shared).
const everyRefusalWorded = reviewMessages satisfies Record<ReviewRefusal, string>;
const everyTextARefusal: readonly ReviewRefusal[] = [] as (keyof typeof reviewMessages)[];
void everyRefusalWorded;
void everyTextARefusal;

export type ReviewDecision =
  | { ok: true; status: RegistrationStatus; context: ReviewContext }
  | { ok: false; refusal: ReviewRefusal };

export function decideTransition(status: RegistrationStatus, context: ReviewContext, event: ReviewEvent): ReviewDecision {
  const before = reviewSnapshot(status, context);
  if (!before.can(event)) {
    const leaves = Boolean(reviewMachine.states[status]?.on[event.type]);
    return { ok: false, refusal: leaves ? (ruleRefusal(context, event) ?? 'nothingToUndo') : 'notFromStatus' };
  }
  const [after] = transition(reviewMachine, before, event);
  return { ok: true, status: after.value as RegistrationStatus, context: after.context };
}

/** The facts beside the status that decide what is possible: the row's context and the time now (ISO 8601). */
export interface ReviewFacts extends ReviewContext {
  now: string;
}

export const REVIEW_ACTIONS = Object.keys(RULES) as ReviewAction[];

/**
 * The actions `role` can take now, in the machine's order. Actions that need a reason or a deadline
 * count as available: the form that asks for them comes with the button.
 */
export function availableReviewActions(status: RegistrationStatus, role: ReviewRole, facts: ReviewFacts): ReviewAction[] {
  const { now, ...context } = facts;
  const snapshot = reviewSnapshot(status, context);
  const later = new Date(Date.parse(now) + 60_000).toISOString();
  return REVIEW_ACTIONS.filter((type) => snapshot.can({ type, role, at: now, reason: '-', deadline: later }));
}
