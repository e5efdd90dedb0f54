// A registration's move through the review lifecycle (DESIGN.md section 11). The machine
// (machines/review/) decides; this module holds the row while it asks, writes what the machine answers
// (status, the status to undo to, the correction request) and the `registration.transition` audit row
// in the same transaction, and for a return queues the correction letter in it too. The staff API calls
// transitionRegistration; the registrant's final confirm (src/server/features/upload/confirm.ts) calls
// applyTransition inside its own transaction.
import type { Updateable } from 'kysely';
import { decideTransition, type ReviewContext, type ReviewEvent, type ReviewRefusal, type ReviewRole } from '../../../../machines/review';
import { ApiCode } from '../../../shared/api-codes';
import { reviewDeskMessages, reviewMessages } from '../../../shared/review-messages';
import type { Services } from '../../platform/contract/services';
import type { Database } from '../../platform/db/index';
import type { Registration, RegistrationTable } from '../../platform/db/schema';
import { ApiError, notFound } from '../../platform/http/api-error';
import { recordAudit, type AuditActor } from '../audit';
import { candidateNameOf } from './candidate-name';
import { correctionLetter } from './letters/correction';
import { statusChanges, type StatusChange } from './status-changes';

// A transition the review machine refuses, as the error the API answers: 403 when the role may not
// take the action at all, 409 otherwise (the registration is not where the action applies, or the
// action lacks what it needs), each with its zh-TW message (src/shared/review-messages.ts).
export class TransitionRefused extends ApiError {
  constructor(readonly refusal: ReviewRefusal) {
    super(refusal === 'role' ? 403 : 409, refusal === 'role' ? ApiCode.forbidden : ApiCode.conflict, reviewMessages[refusal]);
    this.name = 'TransitionRefused';
  }
}

/**
 * A decision made on a status that another decision changed meanwhile (two reviewers at once): 409 with
 * the status now and the change that came first, so the refused reviewer is told who decided what.
 */
export class DecidedMeanwhile extends ApiError {
  constructor(current: Registration['status'], lastChange: StatusChange | null) {
    super(409, ApiCode.conflict, reviewDeskMessages.decidedMeanwhile, { current, lastChange });
    this.name = 'DecidedMeanwhile';
  }
}

/** Who takes a transition: their role in the review machine, and who they are in the audit log. */
export interface TransitionActor extends AuditActor {
  role: ReviewRole;
}

/** The event without its time: the moment of the transaction is the moment of acting. */
export type TransitionEvent = Omit<ReviewEvent, 'at' | 'role'>;

export interface Transitioned {
  from: Registration['status'];
  row: Registration;
}

/** The row's part of the machine's context. */
export function reviewContextOf(row: Pick<Registration, 'previous_status' | 'correction_reason' | 'correction_deadline'>): ReviewContext {
  return {
    previous: row.previous_status,
    correction:
      row.correction_reason !== null && row.correction_deadline !== null
        ? { reason: row.correction_reason, deadline: new Date(row.correction_deadline).toISOString() }
        : null,
  };
}

/** Locks the registration row for the rest of the transaction (SELECT ... FOR UPDATE). */
export async function lockRegistration(trx: Database, registrationUid: string): Promise<Registration> {
  const row = await trx.selectFrom('registration').selectAll().where('uid', '=', registrationUid).forUpdate().executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * Inside the caller's transaction, on a row it locked: asks the machine, writes the new status and
 * context (with `also`, columns of the same change, e.g. submitted_at) and the audit row. Throws
 * TransitionRefused, writing nothing, when the machine refuses.
 */
export async function applyTransition(
  trx: Database,
  locked: Registration,
  event: TransitionEvent,
  actor: TransitionActor,
  at: Date = new Date(),
  also: Pick<Updateable<RegistrationTable>, 'submitted_at'> = {},
): Promise<Transitioned> {
  const decision = decideTransition(locked.status, reviewContextOf(locked), { ...event, role: actor.role, at: at.toISOString() });
  if (!decision.ok) throw new TransitionRefused(decision.refusal);
  const { correction, previous } = decision.context;
  const row = await trx
    .updateTable('registration')
    .set({
      ...also,
      status: decision.status,
      previous_status: previous,
      correction_reason: correction?.reason ?? null,
      correction_deadline: correction ? new Date(correction.deadline) : null,
      status_changed_at: at,
      updated_at: at,
    })
    .where('uid', '=', locked.uid)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordAudit(trx, {
    actor: { kind: actor.kind, uid: actor.uid ?? null, label: actor.label ?? null, clientAddress: actor.clientAddress ?? null },
    action: 'registration.transition',
    subject: { kind: 'registration', uid: locked.uid },
    // The history's time is the change's own (submitted_at, status_changed_at), not the transaction's start.
    at,
    detail: {
      event: event.type,
      from: locked.status,
      to: decision.status,
      reason: event.reason?.trim() || null,
      deadline: event.type === 'RETURN' ? correction?.deadline ?? null : null,
    },
  });
  return { from: locked.status, row };
}

export interface TransitionRequest {
  registrationUid: string;
  event: TransitionEvent;
  actor: TransitionActor;
  /** Runs in the transaction once the row is held, before the machine moves it: what else must follow (the winner list). */
  beforeMove?: (trx: Database, locked: Registration) => Promise<void>;
  /** The status the decision was made on (what the page showed): another one now refuses it (DecidedMeanwhile). */
  fromStatus?: Registration['status'];
}

/**
 * One transition taken by staff, in one transaction: lock, decide, write, audit and, for a return,
 * queue the correction letter (delivered after the commit). Throws TransitionRefused (403/409) or 404.
 */
export async function transitionRegistration(
  services: Pick<Services, 'db' | 'config' | 'mail'>,
  { registrationUid, event, actor, beforeMove, fromStatus }: TransitionRequest,
): Promise<Transitioned> {
  const { result, mailId } = await services.db.transaction().execute(async (trx) => {
    const locked = await lockRegistration(trx, registrationUid);
    if (fromStatus && locked.status !== fromStatus) throw new DecidedMeanwhile(locked.status, (await statusChanges(trx, registrationUid, { last: true }))[0] ?? null);
    await beforeMove?.(trx, locked);
    const result = await applyTransition(trx, locked, event, actor);
    const { row } = result;
    const mailId =
      event.type === 'RETURN' && row.correction_reason !== null && row.correction_deadline !== null
        ? await services.mail.send(
            correctionLetter(services.config, {
              to: row.contact_email,
              contactName: row.contact_name,
              candidate: candidateNameOf(row),
              registrationNumber: row.registration_number,
              reason: row.correction_reason,
              deadline: row.correction_deadline,
            }),
            trx,
          )
        : null;
    return { result, mailId };
  });
  if (mailId) services.mail.deliverSoon(mailId);
  return result;
}
