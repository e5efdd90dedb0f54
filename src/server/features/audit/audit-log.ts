// The one way to write the audit log (DESIGN.md section 11). Callers pass the transaction of the
// change being recorded, so that the change and its row commit together or not at all.
import type { Kysely, Transaction } from 'kysely';
import type { AuditActorKind, DB } from '../../platform/db/schema';
import type { AuditAction } from '../../../shared/audit-labels';

/** Who did it, as the row will remember it. */
export interface AuditActor {
  kind: AuditActorKind;
  uid?: string | null;
  /** A staff e-mail, a registration number: what a reader of the log recognises. */
  label?: string | null;
  clientAddress?: string | null;
}

export interface AuditEntry {
  actor: AuditActor;
  /** Dotted verb, e.g. `staff.sign-in`, `registration.transition`, `export.xlsx`: one of the labelled list. */
  action: AuditAction;
  subject?: { kind: string; uid: string };
  /** Free-form facts of the event (from, to, reason, filter...): never secrets or national ID numbers. */
  detail?: Record<string, unknown>;
  /**
   * When it happened, if the change itself carries a time (a transition's status_changed_at): the row
   * then shows the very instant the record shows. Otherwise the database's now(), which is the start
   * of the transaction, earlier than a time taken inside it (issue 29, item 18: 送出時間 13:31 beside a
   * history saying 13:30).
   */
  at?: Date;
}

export const SYSTEM_ACTOR: AuditActor = { kind: 'system', label: 'scheduler' };

export async function recordAudit(db: Kysely<DB> | Transaction<DB>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_event')
    .values({
      actor_kind: entry.actor.kind,
      actor_uid: entry.actor.uid ?? null,
      actor_label: entry.actor.label ?? null,
      action: entry.action,
      subject_kind: entry.subject?.kind ?? null,
      subject_uid: entry.subject?.uid ?? null,
      detail: JSON.stringify(entry.detail ?? {}),
      client_address: entry.actor.clientAddress ?? null,
      ...(entry.at ? { at: entry.at } : {}),
    })
    .execute();
}
