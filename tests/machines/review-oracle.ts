// What DESIGN.md section 11 says of the review lifecycle, written apart from the machine so that the
// model-based tests check the machine against it: which status each action leads to, who may take it,
// what it must carry, and why it is refused otherwise.
import type { RegistrationStatus, ReviewAction, ReviewContext, ReviewEvent, ReviewRefusal, ReviewRole } from '../../machines/review';

/** from -> action -> to, as the section's diagram draws it. */
const ARROWS: [RegistrationStatus, ReviewAction, RegistrationStatus][] = [
  ['in_progress', 'CONFIRM', 'submitted'],
  ['submitted', 'RETURN', 'reviewed_awaiting'],
  ['reviewed_awaiting', 'CONFIRM', 'submitted'],
  ['reviewed_awaiting', 'EXPIRE', 'ineligible'],
  ['submitted', 'STAGE1_ELIGIBLE', 'eligible'],
  ['submitted', 'STAGE1_INELIGIBLE', 'ineligible'],
  ['eligible', 'STAGE2_FINALIST', 'finalist'],
  ['eligible', 'STAGE2_NOT_AWARDED', 'not_awarded'],
  ['finalist', 'FINAL_AWARDED', 'awarded'],
  ['finalist', 'FINAL_NOT_AWARDED', 'not_awarded'],
  ['in_progress', 'WITHDRAW', 'withdrawn'],
  ['submitted', 'WITHDRAW', 'withdrawn'],
];

const WHO: Record<ReviewAction, readonly ReviewRole[]> = {
  CONFIRM: ['registrant'],
  RETURN: ['reviewer', 'admin'],
  EXPIRE: ['reviewer', 'admin'],
  STAGE1_ELIGIBLE: ['reviewer', 'admin'],
  STAGE1_INELIGIBLE: ['reviewer', 'admin'],
  STAGE2_FINALIST: ['admin'],
  STAGE2_NOT_AWARDED: ['admin'],
  FINAL_AWARDED: ['admin'],
  FINAL_NOT_AWARDED: ['admin'],
  WITHDRAW: ['admin'],
  UNDO: ['admin'],
};
const NEEDS_REASON: ReadonlySet<ReviewAction> = new Set(['RETURN', 'STAGE1_INELIGIBLE', 'WITHDRAW', 'UNDO']);
/** DESIGN.md section 12: the stages' outcomes follow from the jury's decision, which the event names. */
const BY_DECISION: ReadonlySet<ReviewAction> = new Set(['STAGE2_FINALIST', 'STAGE2_NOT_AWARDED', 'FINAL_AWARDED', 'FINAL_NOT_AWARDED']);

/** Statuses a staff decision can lead to: there, an undo is possible. */
const DECIDED = new Set(ARROWS.filter(([, action]) => action !== 'CONFIRM').map(([, , to]) => to));

export type Expected = { ok: true; to: RegistrationStatus } | { ok: false; refusal: ReviewRefusal };

export function expectedDecision(status: RegistrationStatus, context: ReviewContext, event: ReviewEvent): Expected {
  const arrow = ARROWS.find(([from, action]) => from === status && action === event.type);
  const undo = event.type === 'UNDO' && DECIDED.has(status);
  if (!arrow && !undo) return { ok: false, refusal: 'notFromStatus' };
  if (!WHO[event.type].includes(event.role)) return { ok: false, refusal: 'role' };
  if (BY_DECISION.has(event.type) && !event.decision) return { ok: false, refusal: 'decisionRequired' };
  // RETURN's text is what the registrant must correct; the others' is a reason.
  if (NEEDS_REASON.has(event.type) && !event.reason?.trim()) return { ok: false, refusal: event.type === 'RETURN' ? 'correctionRequired' : 'reasonRequired' };
  if (event.type === 'RETURN' && !event.deadline) return { ok: false, refusal: 'deadlineRequired' };
  const at = new Date(event.at).getTime();
  if (event.type === 'RETURN' && !(event.deadline && new Date(event.deadline).getTime() > at)) return { ok: false, refusal: 'deadlineNotInFuture' };
  if (event.type === 'EXPIRE' && !(context.correction && at > new Date(context.correction.deadline).getTime())) return { ok: false, refusal: 'deadlineNotPassed' };
  if (undo) return context.previous ? { ok: true, to: context.previous } : { ok: false, refusal: 'nothingToUndo' };
  return { ok: true, to: arrow![2] };
}

/** What the registration keeps after an accepted event: undo once, the correction until confirmed again. */
export function expectedContext(before: ReviewContext, from: RegistrationStatus, event: ReviewEvent, to: RegistrationStatus): ReviewContext {
  const staffDecision = event.type !== 'CONFIRM' && event.type !== 'UNDO';
  return {
    previous: staffDecision ? from : null,
    correction:
      event.type === 'RETURN' ? { reason: event.reason!.trim(), deadline: event.deadline! } : to === 'submitted' ? null : before.correction,
  };
}
