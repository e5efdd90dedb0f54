// The jury's tables (migration 0018): stages, jurors and their declarations, assignments, conflicts and
// score sheets. Every query of the feature is here; the rules that use them are beside.
import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import { sql } from '../../platform/db/kysely-runtime';
import type { Database } from '../../platform/db/index';
import type { DB, JurorAffiliation, ScoreSheet } from '../../platform/db/schema';
import { STAGES, type Stage } from './stages';

type Executor = Kysely<DB> | Transaction<DB>;

/** A stage's settings, or the defaults before an admin sets them. */
export async function stageRow(db: Executor, edition: number, stage: Stage) {
  const row = await db.selectFrom('judging_stage').selectAll().where('edition', '=', edition).where('stage', '=', stage).executeTakeFirst();
  return { jurorsPerEntry: row?.jurors_per_entry ?? 2, scoringClosesAt: row?.scoring_closes_at ?? null };
}

export async function saveStageRow(db: Executor, edition: number, stage: Stage, jurorsPerEntry: number, scoringClosesAt: string | null) {
  await db
    .insertInto('judging_stage')
    .values({ edition, stage, jurors_per_entry: jurorsPerEntry, scoring_closes_at: scoringClosesAt })
    .onConflict((oc) => oc.columns(['edition', 'stage']).doUpdateSet({ jurors_per_entry: jurorsPerEntry, scoring_closes_at: scoringClosesAt, updated_at: sql`now()` }))
    .execute();
}

export async function decisionRow(db: Executor, edition: number, stage: Stage) {
  return db.selectFrom('judging_decision').selectAll().where('edition', '=', edition).where('stage', '=', stage).executeTakeFirst();
}

/** The active jurors (role juror, not disabled), with their declaration if given. */
export async function jurors(db: Executor) {
  return db
    .selectFrom('staff_account as s')
    .leftJoin('juror_declaration as d', 'd.staff_uid', 's.uid')
    .select(['s.uid', 's.display_name', 's.email', 'd.affiliations', 'd.pledge_accepted_at'])
    .where('s.role', '=', 'juror')
    .where('s.disabled_at', 'is', null)
    .orderBy('s.display_name')
    .orderBy('s.uid')
    .execute();
}

export async function declarationOf(db: Executor, jurorUid: string) {
  return db.selectFrom('juror_declaration').selectAll().where('staff_uid', '=', jurorUid).executeTakeFirst();
}

export async function saveDeclaration(db: Executor, jurorUid: string, affiliations: JurorAffiliation[]) {
  const text = JSON.stringify(affiliations);
  await db
    .insertInto('juror_declaration')
    .values({ staff_uid: jurorUid, affiliations: text, pledge_accepted_at: sql<Date>`now()` })
    .onConflict((oc) => oc.column('staff_uid').doUpdateSet({ affiliations: text, declared_at: sql`now()` }))
    .execute();
}

/** The registrations a stage judges (its pool's status in the edition), with what conflict checks read. */
export async function poolOf(db: Executor, edition: number, stage: Stage) {
  return db
    .selectFrom('registration')
    .select(['uid', 'registration_number', 'entity_type', 'ind_name', 'organization_name', 'grp_company_uniform_number', 'recommendation_source', 'recommend_unit', 'status'])
    .where('edition', '=', edition)
    .where('status', '=', STAGES[stage].pool)
    .orderBy('registration_number')
    .execute();
}

/** Whether any assignment of the stage was ever made (the admin has started it). */
export async function stageStarted(db: Executor, edition: number, stage: Stage): Promise<boolean> {
  return (await db.selectFrom('judging_assignment').select('uid').where('edition', '=', edition).where('stage', '=', stage).limit(1).executeTakeFirst()) !== undefined;
}

/** Whether an entry was ever assigned in the stage (it stays readable after the stage moved it on). */
export async function wasJudged(db: Executor, edition: number, stage: Stage, registrationUid: string): Promise<boolean> {
  return (
    (await db.selectFrom('judging_assignment').select('uid').where('edition', '=', edition).where('stage', '=', stage).where('registration_uid', '=', registrationUid).limit(1).executeTakeFirst()) !==
    undefined
  );
}

/** The registration a file belongs to (null: none, or not attached). */
export async function fileOwner(db: Executor, fileUid: string): Promise<string | null> {
  return (await db.selectFrom('resource').select('owner_registration_uid').where('uid', '=', fileUid).executeTakeFirst())?.owner_registration_uid ?? null;
}

/** What a list of entries shows of each: number, kind, category, name. */
export async function entryBriefs(db: Executor, registrationUids: readonly string[]) {
  if (registrationUids.length === 0) return [];
  return db
    .selectFrom('registration as r')
    .innerJoin('organization_category as c', 'c.slug', 'r.organization_category')
    .select(['r.uid', 'r.registration_number', 'r.entity_type', 'r.ind_name', 'r.organization_name', 'r.status', 'c.name as category_name'])
    .where('r.uid', 'in', registrationUids)
    .orderBy('r.registration_number')
    .execute();
}

/** A stage's live assignments. */
export async function assignmentsOf(db: Executor, edition: number, stage: Stage) {
  return db
    .selectFrom('judging_assignment')
    .select(['registration_uid', 'juror_uid'])
    .where('edition', '=', edition)
    .where('stage', '=', stage)
    .where('removed_at', 'is', null)
    .execute();
}

/** A juror's assignment to an entry in a stage, while it lasts (not removed). */
const livePair = (edition: number, stage: Stage, registrationUid: string, jurorUid: string) => (eb: ExpressionBuilder<DB, 'judging_assignment'>) =>
  eb.and([eb('edition', '=', edition), eb('stage', '=', stage), eb('registration_uid', '=', registrationUid), eb('juror_uid', '=', jurorUid), eb('removed_at', 'is', null)]);

export async function isAssigned(db: Executor, edition: number, stage: Stage, registrationUid: string, jurorUid: string): Promise<boolean> {
  const row = await db.selectFrom('judging_assignment').select('uid').where(livePair(edition, stage, registrationUid, jurorUid)).executeTakeFirst();
  return row !== undefined;
}

export async function addAssignments(db: Executor, edition: number, stage: Stage, pairs: readonly { registrationUid: string; jurorUid: string }[], byUid: string | null) {
  if (pairs.length === 0) return;
  await db
    .insertInto('judging_assignment')
    .values(pairs.map((p) => ({ uid: randomUUID(), edition, stage, registration_uid: p.registrationUid, juror_uid: p.jurorUid, created_by_uid: byUid })))
    .execute();
}

/** Ends a live assignment and discards the juror's sheet of it (a score without its assignment counts for nothing). */
export async function removeAssignment(db: Executor, edition: number, stage: Stage, registrationUid: string, jurorUid: string, reason: string): Promise<boolean> {
  const ended = await db
    .updateTable('judging_assignment')
    .set({ removed_at: sql`now()`, removed_reason: reason })
    .where(livePair(edition, stage, registrationUid, jurorUid))
    .executeTakeFirst();
  await db.deleteFrom('judging_score').where('edition', '=', edition).where('stage', '=', stage).where('registration_uid', '=', registrationUid).where('juror_uid', '=', jurorUid).execute();
  return Number(ended.numUpdatedRows) > 0;
}

/** Every conflict (declared or detected), overridden or not. */
export async function conflicts(db: Executor) {
  return db
    .selectFrom('judging_conflict as c')
    .innerJoin('staff_account as s', 's.uid', 'c.juror_uid')
    .innerJoin('registration as r', 'r.uid', 'c.registration_uid')
    .select(['c.juror_uid', 's.display_name', 'c.registration_uid', 'r.registration_number', 'c.source', 'c.reason', 'c.created_at', 'c.overridden_at', 'c.override_reason'])
    .orderBy('c.created_at')
    .execute();
}

/** Records conflicts not yet known (a pair keeps its first record, and an admin's override with it). */
export async function recordConflicts(db: Executor, found: readonly { jurorUid: string; registrationUid: string; source: string; reason: string }[]) {
  if (found.length === 0) return [];
  return db
    .insertInto('judging_conflict')
    .values(found.map((c) => ({ juror_uid: c.jurorUid, registration_uid: c.registrationUid, source: c.source, reason: c.reason })))
    .onConflict((oc) => oc.columns(['juror_uid', 'registration_uid']).doNothing())
    .returning(['juror_uid', 'registration_uid'])
    .execute();
}

export async function overrideConflict(db: Executor, jurorUid: string, registrationUid: string, byUid: string, reason: string) {
  return db
    .updateTable('judging_conflict')
    .set({ overridden_at: sql`now()`, overridden_by_uid: byUid, override_reason: reason })
    .where('juror_uid', '=', jurorUid)
    .where('registration_uid', '=', registrationUid)
    .returningAll()
    .executeTakeFirst();
}

/** A juror's sheet of an entry in a stage. */
export async function sheetOf(db: Executor, edition: number, stage: Stage, registrationUid: string, jurorUid: string) {
  return db
    .selectFrom('judging_score')
    .selectAll()
    .where('edition', '=', edition)
    .where('stage', '=', stage)
    .where('registration_uid', '=', registrationUid)
    .where('juror_uid', '=', jurorUid)
    .executeTakeFirst();
}

/** Saves a draft (a submitted sheet is left as it is: the caller refuses first, this keeps it so under a race). */
export async function saveDraft(db: Executor, edition: number, stage: Stage, registrationUid: string, jurorUid: string, sheet: ScoreSheet) {
  const text = JSON.stringify(sheet);
  return db
    .insertInto('judging_score')
    .values({ uid: randomUUID(), edition, stage, registration_uid: registrationUid, juror_uid: jurorUid, sheet: text })
    .onConflict((oc) => oc.columns(['edition', 'stage', 'registration_uid', 'juror_uid']).doUpdateSet({ sheet: text, updated_at: sql`now()` }).where('judging_score.submitted_at', 'is', null))
    .returningAll()
    .executeTakeFirst();
}

export async function markSubmitted(db: Executor, uid: string) {
  return db.updateTable('judging_score').set({ submitted_at: sql`now()`, updated_at: sql`now()` }).where('uid', '=', uid).where('submitted_at', 'is', null).returningAll().executeTakeFirst();
}

export async function reopenSheet(db: Executor, edition: number, stage: Stage, registrationUid: string, jurorUid: string, reason: string) {
  return db
    .updateTable('judging_score')
    .set({ submitted_at: null, reopened_at: sql`now()`, reopen_reason: reason })
    .where('edition', '=', edition)
    .where('stage', '=', stage)
    .where('registration_uid', '=', registrationUid)
    .where('juror_uid', '=', jurorUid)
    .where('submitted_at', 'is not', null)
    .returningAll()
    .executeTakeFirst();
}

/** The sheets of a stage (the submitted ones with `submitted`), on live assignments only. */
export async function sheetsOf(db: Executor, edition: number, stage: Stage, options: { submitted?: boolean; registrationUid?: string } = {}) {
  let q = db
    .selectFrom('judging_score as s')
    .innerJoin('judging_assignment as a', (j) =>
      j
        .onRef('a.registration_uid', '=', 's.registration_uid')
        .onRef('a.juror_uid', '=', 's.juror_uid')
        .onRef('a.edition', '=', 's.edition')
        .onRef('a.stage', '=', 's.stage')
        .on('a.removed_at', 'is', null),
    )
    .innerJoin('staff_account as j', 'j.uid', 's.juror_uid')
    .select(['s.registration_uid', 's.juror_uid', 'j.display_name', 's.sheet', 's.submitted_at'])
    .where('s.edition', '=', edition)
    .where('s.stage', '=', stage);
  if (options.submitted) q = q.where('s.submitted_at', 'is not', null);
  if (options.registrationUid) q = q.where('s.registration_uid', '=', options.registrationUid);
  return q.orderBy('s.registration_uid').orderBy('j.display_name').execute();
}

/** The chair's recorded positions among tied entries. */
export async function tiePositions(db: Executor, edition: number, stage: Stage): Promise<Map<string, number>> {
  const rows = await db.selectFrom('judging_tie_decision').select(['registration_uid', 'position']).where('edition', '=', edition).where('stage', '=', stage).execute();
  return new Map(rows.map((r) => [r.registration_uid, r.position]));
}

export async function saveTiePositions(db: Executor, edition: number, stage: Stage, order: readonly string[], reason: string, byUid: string) {
  await db
    .insertInto('judging_tie_decision')
    .values(order.map((uid, position) => ({ edition, stage, registration_uid: uid, position, reason, decided_by_uid: byUid })))
    .onConflict((oc) => oc.columns(['edition', 'stage', 'registration_uid']).doUpdateSet((eb) => ({ position: eb.ref('excluded.position'), reason, decided_by_uid: byUid, decided_at: sql`now()` })))
    .execute();
}

export async function saveDecision(
  db: Executor,
  row: { uid: string; edition: number; stage: Stage; cutoff: unknown; ranking: unknown[]; selected: string[]; byUid: string; byEmail: string },
) {
  return db
    .insertInto('judging_decision')
    .values({
      uid: row.uid,
      edition: row.edition,
      stage: row.stage,
      cutoff: JSON.stringify(row.cutoff),
      ranking: JSON.stringify(row.ranking),
      selected: JSON.stringify(row.selected),
      decided_by_uid: row.byUid,
      decided_by_email: row.byEmail,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Jurors with sheets still to submit in a stage (the reminder's audience). */
export async function jurorsWithOpenSheets(db: Database, edition: number, stage: Stage) {
  return db
    .selectFrom('judging_assignment as a')
    .innerJoin('staff_account as s', 's.uid', 'a.juror_uid')
    .leftJoin('judging_score as sc', (j) =>
      j.onRef('sc.registration_uid', '=', 'a.registration_uid').onRef('sc.juror_uid', '=', 'a.juror_uid').onRef('sc.edition', '=', 'a.edition').onRef('sc.stage', '=', 'a.stage'),
    )
    .select(['s.uid', 's.email', 's.display_name', sql<number>`count(*)`.as('open')])
    .where('a.edition', '=', edition)
    .where('a.stage', '=', stage)
    .where('a.removed_at', 'is', null)
    .where('s.disabled_at', 'is', null)
    .where('sc.submitted_at', 'is', null)
    .groupBy(['s.uid', 's.email', 's.display_name'])
    .execute();
}
