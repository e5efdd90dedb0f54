// The review lifecycle machine, model-based (@xstate/graph): every simple path from a new registration
// through the statuses of DESIGN.md section 11, run on a real actor and checked step by step against
// the oracle (review-oracle.ts); the transitions those paths take must cover every transition of the
// machine. Then every state the model reaches x every action x every role, with and without a reason,
// early and late: decideTransition accepts or refuses exactly as the oracle says, and
// availableReviewActions offers exactly the accepted actions.
import { createTestModel, type TestModel } from '@xstate/graph';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  availableReviewActions,
  decideTransition,
  REGISTRATION_STATUSES,
  REVIEW_ACTIONS,
  reviewMachine,
  type RegistrationStatus,
  type ReviewContext,
  type ReviewEvent,
  type ReviewRole,
} from '../../machines/review';
import { coverEveryTransition } from './covering-walks';
import { expectedContext, expectedDecision } from './review-oracle';

type ReviewSnapshot = ReturnType<typeof reviewMachine.resolveState>;

const ROLES: readonly ReviewRole[] = ['registrant', 'reviewer', 'admin', 'editor', 'juror'];
const DECISION = 'a-jury-decision';
const NOW = '2026-11-02T02:00:00.000Z';
const DEADLINE = '2026-11-09T15:59:00.000Z';
const LATE = '2026-11-10T00:00:00.000Z';
const REASON = '請補上 113 年的活動照片';

/** The event a role would send to take an action done right: a reason, a future deadline, after the deadline for EXPIRE, the jury's decision. */
const takes = (type: ReviewEvent['type'], role: ReviewRole): ReviewEvent => ({
  type,
  role,
  at: type === 'EXPIRE' ? LATE : NOW,
  reason: REASON,
  deadline: DEADLINE,
  decision: DECISION,
});

const statusOf = (s: ReviewSnapshot) => s.value as RegistrationStatus;
const key = (s: ReviewSnapshot) => JSON.stringify({ value: s.value, context: s.context });

function model(): TestModel<ReviewSnapshot, ReviewEvent, unknown> {
  return createTestModel(reviewMachine, {
    // Every role tries every action, done right: the refusals by role are the self-loops.
    events: () => REVIEW_ACTIONS.flatMap((type) => ROLES.map((role) => takes(type, role))),
    serializeTransition: () => '',
  }) as TestModel<ReviewSnapshot, ReviewEvent, unknown>;
}

/** Every (status, action, target) the machine defines, UNDO's guarded targets included. */
function machineTransitions(): string[] {
  const all: string[] = [];
  for (const [status, node] of Object.entries(reviewMachine.states)) {
    for (const [type, transitions] of Object.entries(node.on)) {
      for (const t of transitions) for (const target of t.target ?? []) all.push(`${status} ${type} ${target.key}`);
    }
  }
  return all.sort();
}

describe('review lifecycle machine', () => {
  const reviewModel = model();

  /** Runs a path on a fresh actor, each step checked against the oracle; notes the transitions taken. */
  async function runPath(path: Parameters<typeof reviewModel.testPath>[0], taken: Set<string>, reached: Set<string>) {
    const actor = createActor(reviewMachine).start();
    await reviewModel.testPath(path, {
      events: Object.fromEntries(
        REVIEW_ACTIONS.map((type) => [
          type,
          ({ event }: { event: ReviewEvent }) => {
            const before = actor.getSnapshot();
            const expected = expectedDecision(statusOf(before), before.context, event);
            actor.send(event);
            const after = actor.getSnapshot();
            if (expected.ok) {
              expect(statusOf(after)).toBe(expected.to);
              expect(after.context).toEqual(expectedContext(before.context, statusOf(before), event, expected.to));
              taken.add(`${statusOf(before)} ${event.type} ${expected.to}`);
            } else {
              expect(key(after)).toBe(key(before));
            }
          },
        ]),
      ),
      states: {
        '*': (expected: ReviewSnapshot) => {
          expect(key(actor.getSnapshot())).toBe(key(expected));
          reached.add(statusOf(expected));
        },
      },
    });
    actor.stop();
  }

  it('follows DESIGN.md section 11 on every simple path', async () => {
    const paths = reviewModel.getSimplePaths();
    // More paths than statuses: the machine branches (every status reached, below, is the assertion that counts).
    expect(paths.length).toBeGreaterThan(REGISTRATION_STATUSES.length);
    const reached = new Set<string>();
    for (const path of paths) await runPath(path, new Set(), reached);
    expect([...reached].sort()).toEqual([...REGISTRATION_STATUSES].sort());
  });

  it('takes every transition of the machine on walks that cover the model', async () => {
    const taken = new Set<string>();
    for (const walk of coverEveryTransition(reviewModel)) await runPath(walk, taken, new Set());
    expect([...taken].sort()).toEqual(machineTransitions());
  });

  it('accepts or refuses every action of every role in every reachable state exactly as DESIGN.md says', () => {
    const states = Object.values(reviewModel.getAdjacencyMap() as unknown as Record<string, { state: ReviewSnapshot }>).map((v) => v.state);
    expect(states.length).toBeGreaterThan(REGISTRATION_STATUSES.length);
    let refused = 0;
    for (const state of states) {
      const status = statusOf(state);
      for (const type of REVIEW_ACTIONS) {
        for (const role of ROLES) {
          for (const at of [NOW, LATE]) {
            for (const reason of [REASON, undefined, '  ']) {
              for (const [deadline, jury] of [[DEADLINE, DECISION], [NOW, undefined], [undefined, DECISION], [DEADLINE, undefined]] as const) {
                const event: ReviewEvent = { type, role, at, reason, deadline, decision: jury };
                const expected = expectedDecision(status, state.context, event);
                const decision = decideTransition(status, state.context, event);
                if (expected.ok) {
                  expect(decision).toEqual({ ok: true, status: expected.to, context: expectedContext(state.context, status, event, expected.to) });
                } else {
                  expect(decision, `${status} ${JSON.stringify(event)}`).toEqual({ ok: false, refusal: expected.refusal });
                  refused++;
                }
              }
            }
          }
        }
      }
      for (const role of ROLES) {
        const facts = { ...state.context, now: NOW };
        const expected = REVIEW_ACTIONS.filter((type) => expectedDecision(status, state.context, { type, role, at: NOW, reason: REASON, deadline: DEADLINE }).ok);
        expect(availableReviewActions(status, role, facts), `${status} ${role}`).toEqual(expected);
      }
    }
    expect(refused).toBeGreaterThan(0);
  });

  it('offers an editor nothing, the registrant only the confirm, and EXPIRE only after the correction deadline', () => {
    const returned: ReviewContext = { previous: 'submitted', correction: { reason: REASON, deadline: DEADLINE } };
    for (const status of REGISTRATION_STATUSES) {
      expect(availableReviewActions(status, 'editor', { previous: 'submitted', correction: null, now: NOW })).toEqual([]);
    }
    expect(availableReviewActions('in_progress', 'registrant', { previous: null, correction: null, now: NOW })).toEqual(['CONFIRM']);
    expect(availableReviewActions('reviewed_awaiting', 'reviewer', { ...returned, now: NOW })).toEqual([]);
    expect(availableReviewActions('reviewed_awaiting', 'reviewer', { ...returned, now: LATE })).toEqual(['EXPIRE']);
    expect(availableReviewActions('reviewed_awaiting', 'admin', { ...returned, now: LATE })).toEqual(['EXPIRE', 'UNDO']);
    expect(availableReviewActions('finalist', 'reviewer', { previous: 'eligible', correction: null, now: NOW })).toEqual([]);
    // The stages' outcomes are no button: only the jury's decision applies them (docs/judging.md).
    expect(availableReviewActions('finalist', 'admin', { previous: 'eligible', correction: null, now: NOW })).toEqual(['UNDO']);
    expect(decideTransition('finalist', { previous: 'eligible', correction: null }, { ...takes('FINAL_AWARDED', 'admin'), decision: undefined })).toEqual({ ok: false, refusal: 'decisionRequired' });
  });

  it('undoes one step, once: after an undo there is nothing to undo', () => {
    const eligible = decideTransition('submitted', { previous: null, correction: null }, takes('STAGE1_ELIGIBLE', 'reviewer'));
    expect(eligible).toMatchObject({ ok: true, status: 'eligible', context: { previous: 'submitted' } });
    if (!eligible.ok) return;
    const undone = decideTransition('eligible', eligible.context, takes('UNDO', 'admin'));
    expect(undone).toMatchObject({ ok: true, status: 'submitted', context: { previous: null } });
    expect(decideTransition('submitted', { previous: null, correction: null }, takes('UNDO', 'admin'))).toEqual({ ok: false, refusal: 'notFromStatus' });
    expect(decideTransition('eligible', { previous: null, correction: null }, takes('UNDO', 'admin'))).toEqual({ ok: false, refusal: 'nothingToUndo' });
  });
});
