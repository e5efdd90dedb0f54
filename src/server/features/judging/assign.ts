// Assigning a stage's entries to jurors (issue 28): conflicts are detected first (from the jurors'
// declarations: a unit, a tax id, a recommending unit) and kept; an assignment in conflict that no admin
// overrode ends; then every entry is topped up to the stage's jurors per entry, fewest-assigned first
// (assignment.ts). Run by the admin's button, and again after a juror declares or a conflict is declared,
// so an entry never stays short because a juror stepped back. All of it in one transaction, audited.
import type { Database } from '../../platform/db/index';
import type { Services } from '../../platform/contract/services';
import { recordAudit, type AuditActor } from '../audit';
import { assignJurors, conflictKey } from './assignment';
import { detectConflicts } from './conflicts';
import { addAssignments, assignmentsOf, conflicts, decisionRow, jurors, poolOf, recordConflicts, removeAssignment, stageRow, stageStarted } from './judging-queries';
import type { Stage } from './stages';

export interface TopUp {
  added: number;
  removed: number;
  short: string[];
}

/** Detects and records conflicts of every declared juror with the stage's pool; the keys of those not overridden. */
export async function refreshConflicts(trx: Database, edition: number, stage: Stage): Promise<Set<string>> {
  const pool = await poolOf(trx, edition, stage);
  const people = await jurors(trx);
  const found = people.flatMap((j) => (j.pledge_accepted_at ? detectConflicts(j.uid, j.affiliations ?? [], pool) : []));
  await recordConflicts(trx, found);
  return new Set((await conflicts(trx)).filter((c) => c.overridden_at === null).map((c) => conflictKey(c.juror_uid, c.registration_uid)));
}

/** Brings the stage to its jurors per entry (call inside a transaction); returns what changed. */
export async function topUp(trx: Database, edition: number, stage: Stage, actor: AuditActor, byUid: string | null): Promise<TopUp> {
  const conflicted = await refreshConflicts(trx, edition, stage);
  const pool = await poolOf(trx, edition, stage);
  const people = await jurors(trx);
  const { jurorsPerEntry } = await stageRow(trx, edition, stage);
  const existing = (await assignmentsOf(trx, edition, stage)).map((a) => ({ registrationUid: a.registration_uid, jurorUid: a.juror_uid }));
  const result = assignJurors({ entries: pool.map((r) => r.uid), jurors: people.map((j) => j.uid), perEntry: jurorsPerEntry, existing, conflicted });
  // A pair in conflict (or of a juror who left) counts for nothing: it ends, and its entry is topped up.
  for (const pair of result.ignored) {
    const reason = conflicted.has(conflictKey(pair.jurorUid, pair.registrationUid)) ? '利益迴避' : '評審委員已停用';
    await removeAssignment(trx, edition, stage, pair.registrationUid, pair.jurorUid, reason);
  }
  await addAssignments(trx, edition, stage, result.added, byUid);
  const change: TopUp = { added: result.added.length, removed: result.ignored.length, short: result.short.map((s) => s.registrationUid) };
  if (change.added > 0 || change.removed > 0) await recordAudit(trx, { actor, action: 'judging.assign', detail: { edition, stage, ...change } });
  return change;
}

/** Tops up every stage still open to scoring (after a declaration or a declared conflict changes who may judge what). */
export async function topUpOpenStages(services: Services, actor: AuditActor): Promise<void> {
  const edition = services.config.programme.edition;
  await services.db.transaction().execute(async (trx) => {
    for (const stage of [1, 2] as const) {
      // A stage the admin has not started assigning stays untouched, and a decided one is frozen.
      if ((await stageStarted(trx, edition, stage)) && !(await decisionRow(trx, edition, stage))) await topUp(trx, edition, stage, actor, null);
    }
  });
}
