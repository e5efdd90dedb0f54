// What the admin does for the jury (issue 28): a stage's settings and overview (jurors with their load,
// entries with their jurors, conflicts), the automatic assignment and manual changes, overriding a conflict,
// reopening a submitted sheet, recording the chair's order of a tie, and applying the stage's decision:
// the cut-off over the frozen ranking, through the review machine, in one transaction.
import { randomUUID } from 'node:crypto';
import type { components } from '../../../shared/generated/api';
import type { Staff } from '../../platform/contract/callers';
import type { Services } from '../../platform/contract/services';
import { badRequest, conflict, notFound } from '../../platform/http/api-error';
import { applyTransition, candidateNameOf, lockRegistration } from '../registration';
import { recordAudit, type AuditActor } from '../audit';
import { summaryAhead } from '../upload';
import { topUp } from './assign';
import { conflictKey } from './assignment';
import type { Cutoff } from './cutoff';
import { judgingMessages } from './judging-messages';
import {
  addAssignments,
  assignmentsOf,
  conflicts,
  decisionRow,
  entryBriefs,
  jurors,
  overrideConflict,
  poolOf,
  removeAssignment,
  reopenSheet,
  saveDecision,
  saveStageRow,
  saveTiePositions,
  sheetsOf,
} from './judging-queries';
import { rankingOf, stageInfo } from './standing';
import { STAGES, type Stage } from './stages';
import { isoTime } from '../../platform/db/iso-time';

type Overview = components['schemas']['JudgingOverview'];
type Decision = components['schemas']['JudgingDecision'];
type Ranking = components['schemas']['JudgingRanking'];

function decisionAnswer(row: NonNullable<Awaited<ReturnType<typeof decisionRow>>>): Decision {
  return { uid: row.uid, stage: row.stage, cutoff: row.cutoff as Decision['cutoff'], selected: row.selected, decidedAt: isoTime(row.decided_at), decidedBy: row.decided_by_email };
}

export async function overview(services: Services, stage: Stage): Promise<Overview> {
  const { db } = services;
  const edition = services.config.programme.edition;
  const people = await jurors(db);
  const live = await assignmentsOf(db, edition, stage);
  const sheets = await sheetsOf(db, edition, stage);
  const sheetState = new Map(sheets.map((s) => [`${s.registration_uid}|${s.juror_uid}`, s.submitted_at ? ('submitted' as const) : ('draft' as const)]));
  const names = new Map(people.map((j) => [j.uid, j.display_name]));
  const pool = await poolOf(db, edition, stage);
  // Entries the stage judged keep their rows after the decision moved them on.
  const judged = await entryBriefs(db, [...new Set([...pool.map((r) => r.uid), ...live.map((a) => a.registration_uid)])]);
  const { jurorsPerEntry } = await stageInfo(services, stage);
  const decision = await decisionRow(db, edition, stage);
  return {
    stage: await stageInfo(services, stage),
    jurors: people.map((j) => {
      const mine = live.filter((a) => a.juror_uid === j.uid);
      const states = mine.map((a) => sheetState.get(`${a.registration_uid}|${j.uid}`));
      return {
        uid: j.uid,
        name: j.display_name,
        email: j.email,
        declared: j.pledge_accepted_at !== null,
        assigned: mine.length,
        drafts: states.filter((s) => s === 'draft').length,
        submitted: states.filter((s) => s === 'submitted').length,
      };
    }),
    entries: judged.map((r) => ({
      registrationUid: r.uid,
      registrationNumber: r.registration_number,
      name: candidateNameOf(r),
      status: r.status,
      jurors: live
        .filter((a) => a.registration_uid === r.uid)
        .map((a) => ({ uid: a.juror_uid, name: names.get(a.juror_uid) ?? a.juror_uid, sheet: sheetState.get(`${r.uid}|${a.juror_uid}`) ?? 'none' })),
    })),
    conflicts: (await conflicts(db)).map((c) => ({
      jurorUid: c.juror_uid,
      jurorName: c.display_name,
      registrationUid: c.registration_uid,
      registrationNumber: c.registration_number,
      source: c.source as Overview['conflicts'][number]['source'],
      reason: c.reason,
      createdAt: isoTime(c.created_at),
      overridden: c.overridden_at !== null,
      overrideReason: c.override_reason,
    })),
    short: pool.filter((r) => live.filter((a) => a.registration_uid === r.uid).length < jurorsPerEntry).map((r) => r.uid),
    decision: decision ? decisionAnswer(decision) : null,
  };
}

async function assertUndecided(services: Services, stage: Stage): Promise<void> {
  if (await decisionRow(services.db, services.config.programme.edition, stage)) throw conflict(judgingMessages.decided);
}

export async function saveSettings(services: Services, actor: AuditActor, stage: Stage, jurorsPerEntry: number, scoringClosesAt: string | null): Promise<Overview> {
  await assertUndecided(services, stage);
  const edition = services.config.programme.edition;
  await services.db.transaction().execute(async (trx) => {
    await saveStageRow(trx, edition, stage, jurorsPerEntry, scoringClosesAt);
    await recordAudit(trx, { actor, action: 'judging.settings', detail: { edition, stage, jurorsPerEntry, scoringClosesAt } });
  });
  return overview(services, stage);
}

export async function assignStage(services: Services, staff: Staff, actor: AuditActor, stage: Stage): Promise<Overview> {
  await assertUndecided(services, stage);
  if (stage === 2 && !(await decisionRow(services.db, services.config.programme.edition, 1))) throw conflict(judgingMessages.previousStageUndecided);
  await services.db.transaction().execute((trx) => topUp(trx, services.config.programme.edition, stage, actor, staff.uid));
  return overview(services, stage);
}

export async function addAssignment(services: Services, staff: Staff, actor: AuditActor, stage: Stage, registrationUid: string, jurorUid: string): Promise<Overview> {
  await assertUndecided(services, stage);
  const edition = services.config.programme.edition;
  if (!(await poolOf(services.db, edition, stage)).some((r) => r.uid === registrationUid)) throw notFound(judgingMessages.notInStage);
  if (!(await jurors(services.db)).some((j) => j.uid === jurorUid)) throw notFound(judgingMessages.notJuror);
  const open = new Set((await conflicts(services.db)).filter((c) => c.overridden_at === null).map((c) => conflictKey(c.juror_uid, c.registration_uid)));
  if (open.has(conflictKey(jurorUid, registrationUid))) throw conflict(judgingMessages.conflicted);
  await services.db.transaction().execute(async (trx) => {
    const already = (await assignmentsOf(trx, edition, stage)).some((a) => a.registration_uid === registrationUid && a.juror_uid === jurorUid);
    if (already) return;
    await addAssignments(trx, edition, stage, [{ registrationUid, jurorUid }], staff.uid);
    await recordAudit(trx, { actor, action: 'judging.assignment.add', subject: { kind: 'registration', uid: registrationUid }, detail: { stage, jurorUid } });
  });
  return overview(services, stage);
}

export async function dropAssignment(services: Services, actor: AuditActor, stage: Stage, registrationUid: string, jurorUid: string, reason: string): Promise<Overview> {
  await assertUndecided(services, stage);
  const edition = services.config.programme.edition;
  await services.db.transaction().execute(async (trx) => {
    if (!(await removeAssignment(trx, edition, stage, registrationUid, jurorUid, reason.trim()))) throw notFound();
    await recordAudit(trx, { actor, action: 'judging.assignment.remove', subject: { kind: 'registration', uid: registrationUid }, detail: { stage, jurorUid, reason: reason.trim() } });
  });
  return overview(services, stage);
}

export async function overrideOne(services: Services, staff: Staff, actor: AuditActor, jurorUid: string, registrationUid: string, reason: string) {
  return services.db.transaction().execute(async (trx) => {
    const row = await overrideConflict(trx, jurorUid, registrationUid, staff.uid, reason.trim());
    if (!row) throw notFound(judgingMessages.noConflict);
    await recordAudit(trx, { actor, action: 'judging.conflict.override', subject: { kind: 'registration', uid: registrationUid }, detail: { jurorUid, reason: reason.trim() } });
    const listed = (await conflicts(trx)).find((c) => c.juror_uid === jurorUid && c.registration_uid === registrationUid)!;
    return {
      jurorUid,
      jurorName: listed.display_name,
      registrationUid,
      registrationNumber: listed.registration_number,
      source: listed.source as Overview['conflicts'][number]['source'],
      reason: listed.reason,
      createdAt: isoTime(listed.created_at),
      overridden: true,
      overrideReason: listed.override_reason,
    };
  });
}

export async function reopen(services: Services, actor: AuditActor, stage: Stage, registrationUid: string, jurorUid: string, reason: string): Promise<Overview> {
  await assertUndecided(services, stage);
  const edition = services.config.programme.edition;
  await services.db.transaction().execute(async (trx) => {
    if (!(await reopenSheet(trx, edition, stage, registrationUid, jurorUid, reason.trim()))) throw conflict(judgingMessages.notSubmitted);
    await recordAudit(trx, { actor, action: 'judging.reopen', subject: { kind: 'registration', uid: registrationUid }, detail: { stage, jurorUid, reason: reason.trim() } });
  });
  return overview(services, stage);
}

/** The chair's order among entries the tie rule leaves equal (they must share a tie group in the ranking). */
export async function decideTie(services: Services, staff: Staff, actor: AuditActor, stage: Stage, order: string[], reason: string, cutoff: Cutoff | null): Promise<Ranking> {
  await assertUndecided(services, stage);
  const ranking = await rankingOf(services, stage, null);
  const groups = new Set(order.map((uid) => ranking.rows.find((r) => r.registrationUid === uid)?.tieGroup ?? null));
  if (groups.size !== 1 || groups.has(null)) throw conflict(judgingMessages.tieNotTied);
  const edition = services.config.programme.edition;
  await services.db.transaction().execute(async (trx) => {
    await saveTiePositions(trx, edition, stage, order, reason.trim(), staff.uid);
    await recordAudit(trx, { actor, action: 'judging.tie', detail: { stage, order, reason: reason.trim() } });
  });
  return rankingOf(services, stage, cutoff);
}

/**
 * Applies the stage's decision in one transaction: the ranking as it stands now, the cut-off over it (and the
 * final meeting's adjustments, with their reason), every entry of the pool moved by the review machine
 * (selected: STAGES[stage].selected; the others: notSelected), the ranking frozen with the decision.
 */
export async function decide(
  services: Services,
  staff: Staff,
  actor: AuditActor,
  stage: Stage,
  cutoff: Cutoff,
  adjustments: { registrationUid: string; selected: boolean }[],
  reason: string | undefined,
): Promise<Decision> {
  await assertUndecided(services, stage);
  if (adjustments.length > 0 && !reason?.trim()) throw badRequest([{ field: 'reason', message: judgingMessages.adjustmentsNeedReason }]);
  const ranking = await rankingOf(services, stage, cutoff);
  if (ranking.unresolvedTie.length > 0) throw conflict(judgingMessages.unresolvedTie);
  if (ranking.rows.every((r) => r.n === 0)) throw conflict(judgingMessages.noSheets);
  const selected = new Set(ranking.rows.filter((r) => r.selected).map((r) => r.registrationUid));
  for (const a of adjustments) {
    if (!ranking.rows.some((r) => r.registrationUid === a.registrationUid)) throw notFound(judgingMessages.notInStage);
    if (a.selected) selected.add(a.registrationUid);
    else selected.delete(a.registrationUid);
  }
  const rule = STAGES[stage];
  const edition = services.config.programme.edition;
  const uid = randomUUID();
  const row = await services.db.transaction().execute(async (trx) => {
    const decided = await saveDecision(trx, { uid, edition, stage, cutoff: { ...cutoff, adjustments, reason: reason?.trim() ?? null }, ranking: ranking.rows, selected: [...selected], byUid: staff.uid, byEmail: staff.email });
    for (const entry of ranking.rows) {
      const locked = await lockRegistration(trx, entry.registrationUid);
      const event = { type: selected.has(entry.registrationUid) ? rule.selected : rule.notSelected, decision: uid, reason: reason?.trim() };
      await applyTransition(trx, locked, event, { role: staff.role, kind: 'staff', uid: staff.uid, label: staff.email, clientAddress: actor.clientAddress ?? null });
    }
    await recordAudit(trx, { actor, action: 'judging.decide', subject: { kind: 'judging_decision', uid }, detail: { edition, stage, cutoff, adjustments, selected: selected.size, entries: ranking.rows.length } });
    return decided;
  });
  // Their summary pages show the new statuses: made now, in the background, for the ZIPs to come.
  summaryAhead(services, ranking.rows.map((r) => r.registrationUid));
  return decisionAnswer(row);
}
