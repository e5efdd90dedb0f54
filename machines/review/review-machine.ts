// The review lifecycle (DESIGN.md section 11), pure: which transitions exist between the registration
// statuses and who may take them. The server runs it to accept or refuse a transition
// (src/server/features/registration/), the admin UI to decide which buttons show (review-actions.ts); neither keeps a
// table of its own. It invokes nothing and performs no effect, so @xstate/graph can walk it.
//
//   in_progress --CONFIRM (registrant)--> submitted --RETURN (reason, deadline)--> reviewed_awaiting
//   reviewed_awaiting --CONFIRM (registrant)--> submitted; --EXPIRE (after the deadline)--> ineligible
//   submitted --STAGE1_ELIGIBLE--> eligible | --STAGE1_INELIGIBLE (reason)--> ineligible
//   eligible --STAGE2_FINALIST--> finalist | --STAGE2_NOT_AWARDED--> not_awarded   (初審: the jury's decision)
//   finalist --FINAL_AWARDED--> awarded | --FINAL_NOT_AWARDED--> not_awarded        (決審: the jury's decision)
//   These four are taken only by applying a stage's decision (src/server/features/judging/chair-desk.ts),
//   by an admin, the decision named in the event.
//   in_progress | submitted --WITHDRAW (admin, reason)--> withdrawn
//   UNDO (admin, reason): back to the status before the last staff decision, once.
//
// Every event says who acts (`role`) and when (`at`, ISO 8601): the machine reads no clock. The
// context is what the registration row keeps beside its status: the status before the last staff
// decision (what UNDO returns to) and the current correction request.
import { assign, setup, transition } from 'xstate';
import type { RegistrationStatus } from '../../src/shared/registration-status';
import { reviewMessages } from '../../src/shared/review-messages';

/** Who acts. An editor reads registrations and a juror scores them; neither takes a review action. */
export type ReviewRole = 'registrant' | 'reviewer' | 'admin' | 'editor' | 'juror';

export type ReviewAction =
  | 'CONFIRM'
  | 'RETURN'
  | 'EXPIRE'
  | 'STAGE1_ELIGIBLE'
  | 'STAGE1_INELIGIBLE'
  | 'STAGE2_FINALIST'
  | 'STAGE2_NOT_AWARDED'
  | 'FINAL_AWARDED'
  | 'FINAL_NOT_AWARDED'
  | 'WITHDRAW'
  | 'UNDO';

export interface ReviewEvent {
  type: ReviewAction;
  role: ReviewRole;
  /** When the actor acts (ISO 8601). */
  at: string;
  /** Why: required where the action's rule says so (RULES). */
  reason?: string;
  /** RETURN: the correction deadline (ISO 8601), after `at`. */
  deadline?: string;
  /** The jury's decision this transition applies (a judging decision's uid): the stages' outcomes need one. */
  decision?: string;
}

/** What the reviewer asked to change, and until when (DESIGN.md section 11). */
export interface CorrectionRequest {
  reason: string;
  deadline: string;
}

export interface ReviewContext {
  /** The status before the last staff decision: what UNDO returns to; null when there is nothing to undo. */
  previous: RegistrationStatus | null;
  /** The current correction request; cleared when the registrant confirms again. */
  correction: CorrectionRequest | null;
}

/** Who may take each action, and what it must carry (DESIGN.md section 11). */
interface Rule {
  roles: readonly ReviewRole[];
  /** A text is required: why (`reason`), or what the registrant must correct (`correction`, RETURN). */
  reason?: 'reason' | 'correction';
  /** RETURN: a correction deadline after the moment of acting. */
  deadline?: true;
  /** EXPIRE: only once the correction deadline has passed. */
  afterCorrectionDeadline?: true;
  /** Taken only by applying the jury's decision of a stage (docs/judging.md), never by a button of its own. */
  byDecision?: true;
}

const STAFF = ['reviewer', 'admin'] as const;
export const RULES: Record<ReviewAction, Rule> = {
  CONFIRM: { roles: ['registrant'] },
  RETURN: { roles: STAFF, reason: 'correction', deadline: true },
  EXPIRE: { roles: STAFF, afterCorrectionDeadline: true },
  STAGE1_ELIGIBLE: { roles: STAFF },
  STAGE1_INELIGIBLE: { roles: STAFF, reason: 'reason' },
  STAGE2_FINALIST: { roles: ['admin'], byDecision: true },
  STAGE2_NOT_AWARDED: { roles: ['admin'], byDecision: true },
  FINAL_AWARDED: { roles: ['admin'], byDecision: true },
  FINAL_NOT_AWARDED: { roles: ['admin'], byDecision: true },
  WITHDRAW: { roles: ['admin'], reason: 'reason' },
  UNDO: { roles: ['admin'], reason: 'reason' },
};

/** Why an action that exists from this status is refused (besides UNDO with nothing to undo). */
export type RuleRefusal = 'role' | 'reasonRequired' | 'correctionRequired' | 'deadlineRequired' | 'deadlineNotInFuture' | 'deadlineNotPassed' | 'decisionRequired';

/** The first rule of the action the event breaks, or null when it keeps them all. */
export function ruleRefusal(context: ReviewContext, event: ReviewEvent): RuleRefusal | null {
  const rule = RULES[event.type];
  if (!rule.roles.includes(event.role)) return 'role';
  if (rule.byDecision && !event.decision) return 'decisionRequired';
  if (rule.reason && !event.reason?.trim()) return rule.reason === 'correction' ? 'correctionRequired' : 'reasonRequired';
  if (rule.deadline && !event.deadline) return 'deadlineRequired';
  const at = Date.parse(event.at);
  // NaN compares false: an unreadable time or deadline never passes.
  if (rule.deadline && !(event.deadline !== undefined && Date.parse(event.deadline) > at)) return 'deadlineNotInFuture';
  if (rule.afterCorrectionDeadline && !(context.correction && at > Date.parse(context.correction.deadline))) return 'deadlineNotPassed';
  return null;
}

const reviewSetup = setup({
  types: {
    context: {} as ReviewContext,
    events: {} as ReviewEvent,
  },
  guards: {
    permitted: ({ context, event }) => ruleRefusal(context, event) === null,
    undoesTo: ({ context, event }, params: { status: RegistrationStatus }) =>
      ruleRefusal(context, event) === null && context.previous === params.status,
  },
  actions: {
    /** A staff decision: UNDO will return to `from`. */
    remember: assign((_, params: { from: RegistrationStatus }) => ({ previous: params.from })),
    /** The registrant's confirm and UNDO are not undone (one step back, once). */
    forget: assign({ previous: null }),
    requestCorrection: assign(({ event }) => ({ correction: { reason: event.reason!.trim(), deadline: event.deadline! } })),
    clearCorrection: assign({ correction: null }),
  },
});

/** A staff decision from `from` to `to`. */
const decide = (from: RegistrationStatus, to: RegistrationStatus) =>
  ({ target: to, guard: 'permitted', actions: { type: 'remember', params: { from } } }) as const;
/** UNDO from a status reached by staff decisions from `sources`. */
const undoTo = (...sources: RegistrationStatus[]) =>
  sources.map((status) => ({ target: status, guard: { type: 'undoesTo', params: { status } }, actions: 'forget' }) as const);

export const reviewMachine = reviewSetup.createMachine({
  id: 'review',
  context: { previous: null, correction: null },
  // A new registration; one already under way is resumed where it is with `reviewSnapshot` (review-actions.ts).
  initial: 'in_progress',
  states: {
    in_progress: {
      on: {
        CONFIRM: { target: 'submitted', guard: 'permitted', actions: 'forget' },
        WITHDRAW: decide('in_progress', 'withdrawn'),
      },
    },
    submitted: {
      // Confirming again, or undoing a return, ends the correction request (the audit log keeps it).
      entry: 'clearCorrection',
      on: {
        RETURN: { target: 'reviewed_awaiting', guard: 'permitted', actions: [{ type: 'remember', params: { from: 'submitted' } }, 'requestCorrection'] },
        STAGE1_ELIGIBLE: decide('submitted', 'eligible'),
        STAGE1_INELIGIBLE: decide('submitted', 'ineligible'),
        WITHDRAW: decide('submitted', 'withdrawn'),
      },
    },
    reviewed_awaiting: {
      on: {
        CONFIRM: { target: 'submitted', guard: 'permitted', actions: 'forget' },
        EXPIRE: decide('reviewed_awaiting', 'ineligible'),
        UNDO: undoTo('submitted'),
      },
    },
    eligible: {
      on: {
        STAGE2_FINALIST: decide('eligible', 'finalist'),
        STAGE2_NOT_AWARDED: decide('eligible', 'not_awarded'),
        UNDO: undoTo('submitted'),
      },
    },
    ineligible: { on: { UNDO: undoTo('submitted', 'reviewed_awaiting') } },
    finalist: {
      on: {
        FINAL_AWARDED: decide('finalist', 'awarded'),
        FINAL_NOT_AWARDED: decide('finalist', 'not_awarded'),
        UNDO: undoTo('eligible'),
      },
    },
    not_awarded: { on: { UNDO: undoTo('eligible', 'finalist') } },
    awarded: { on: { UNDO: undoTo('finalist') } },
    withdrawn: { on: { UNDO: undoTo('in_progress', 'submitted') } },
  },
});

export type ReviewMachine = typeof reviewMachine;

// What the server and the admin UI ask of the review machine, answered by running it: no second table.
//   decideTransition          the server: the status and context after an event, or why it is refused
//   availableReviewActions    the admin UI: the actions (buttons) a role can take on a registration now
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
