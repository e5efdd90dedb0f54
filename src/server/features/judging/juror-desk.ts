// What a juror does (issue 28): declare affiliations and accept the pledge, see the entries assigned to
// them, read one (what the stage's visibility list allows), save a draft sheet as they type, submit it
// (checked against the stage's rubric schema, then locked), and declare a conflict with an entry. Every
// read checks the assignment: a juror reaches no other entry, and nothing before the declaration.
import type { components } from '../../../shared/generated/api';
import type { Staff } from '../../platform/contract/callers';
import type { Services } from '../../platform/contract/services';
import type { Database } from '../../platform/db/index';
import type { JurorAffiliation } from '../../platform/db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/api-error';
import { hasCapability } from '../../../shared/staff-capabilities';
import { candidateNameOf } from '../registration';
import { recordAudit, type AuditActor } from '../audit';
import { topUpOpenStages } from './assign';
import { dossierOf, visibleFile } from './dossier';
import { judgingMessages } from './judging-messages';
import {
  assignmentsOf,
  declarationOf,
  entryBriefs,
  fileOwner,
  isAssigned,
  markSubmitted,
  poolOf,
  recordConflicts,
  removeAssignment,
  saveDeclaration,
  saveDraft,
  sheetOf,
  sheetsOf,
  wasJudged,
} from './judging-queries';
import { weightedScore } from './rubric';
import { rubricFor, stageInfo } from './standing';
import { STAGES, type Stage } from './stages';
import { isoTime } from '../../platform/db/iso-time';

type Declaration = components['schemas']['JudgingDeclaration'];
type MyStage = components['schemas']['JudgingMyStage'];
type Entry = components['schemas']['JudgingEntry'];
type Sheet = components['schemas']['JudgingSheet'];

export async function readDeclaration(db: Database, juror: Staff): Promise<Declaration> {
  const row = await declarationOf(db, juror.uid);
  return {
    declared: row !== undefined,
    affiliations: (row?.affiliations ?? []).map((a) => ({ name: a.name, taxId: a.taxId ?? null })),
    pledgeAcceptedAt: isoTime(row?.pledge_accepted_at ?? null),
  };
}

export async function declare(services: Services, juror: Staff, actor: AuditActor, affiliations: JurorAffiliation[]): Promise<Declaration> {
  const cleaned = affiliations.map((a) => ({ name: a.name.trim(), taxId: a.taxId || null }));
  await services.db.transaction().execute(async (trx) => {
    await saveDeclaration(trx, juror.uid, cleaned);
    await recordAudit(trx, { actor, action: 'judging.declaration', subject: { kind: 'staff', uid: juror.uid }, detail: { affiliations: cleaned.length } });
  });
  // The declaration may reveal conflicts with entries already assigned: they end, and are topped up.
  await topUpOpenStages(services, actor);
  return readDeclaration(services.db, juror);
}

/** Nothing of an entry before the declaration (409 with the reason). */
async function assertDeclared(db: Database, juror: Staff): Promise<void> {
  if (!(await declarationOf(db, juror.uid))) throw conflict(judgingMessages.notDeclared);
}

/** A juror reads only what is assigned to them; an admin reads any entry of the stage's pool. */
async function assertMayRead(services: Services, staff: Staff, stage: Stage, registrationUid: string): Promise<void> {
  const edition = services.config.programme.edition;
  if (!hasCapability(staff.role, 'readAllJudgingEntries')) {
    await assertDeclared(services.db, staff);
    if (!(await isAssigned(services.db, edition, stage, registrationUid, staff.uid))) throw forbidden(judgingMessages.notAssigned);
    return;
  }
  const inPool = (await poolOf(services.db, edition, stage)).some((r) => r.uid === registrationUid);
  if (!inPool && !(await wasJudged(services.db, edition, stage, registrationUid))) throw notFound(judgingMessages.notInStage);
}

export async function myStage(services: Services, juror: Staff, stage: Stage): Promise<MyStage> {
  await assertDeclared(services.db, juror);
  const edition = services.config.programme.edition;
  const mine = new Set((await assignmentsOf(services.db, edition, stage)).filter((a) => a.juror_uid === juror.uid).map((a) => a.registration_uid));
  const sheets = new Map((await sheetsOf(services.db, edition, stage)).filter((s) => s.juror_uid === juror.uid).map((s) => [s.registration_uid, s]));
  const rows = await entryBriefs(services.db, [...mine]);
  return {
    stage: await stageInfo(services, stage),
    entries: rows.map((r) => {
      const sheet = sheets.get(r.uid);
      return {
        registrationUid: r.uid,
        registrationNumber: r.registration_number,
        entityType: r.entity_type,
        categoryName: r.category_name,
        name: candidateNameOf(r),
        sheet: !sheet ? 'none' : sheet.submitted_at ? 'submitted' : 'draft',
      };
    }),
  };
}

function sheetAnswer(row: Awaited<ReturnType<typeof sheetOf>>, weight: ((scores: Record<string, number>) => number) | null): Sheet {
  if (!row) return { state: 'none', scores: {}, comment: '', submittedAt: null, weighted: null };
  const scores = row.sheet.scores ?? {};
  return {
    state: row.submitted_at ? 'submitted' : 'draft',
    scores,
    comment: row.sheet.comment ?? '',
    submittedAt: isoTime(row.submitted_at),
    weighted: row.submitted_at && weight ? weight(scores) : null,
  };
}

/** One entry as its reader may see it: the dossier, their own sheet and, in the meeting's stage once they have submitted, the others'. */
export async function readEntry(services: Services, staff: Staff, stage: Stage, registrationUid: string): Promise<Entry> {
  await assertMayRead(services, staff, stage, registrationUid);
  const edition = services.config.programme.edition;
  const rubric = rubricFor(services, stage);
  const weight = (scores: Record<string, number>) => weightedScore(rubric, scores);
  const dossier = await dossierOf(services.db, stage, registrationUid);
  const own = await sheetOf(services.db, edition, stage, registrationUid, staff.uid);
  const mayCompare = STAGES[stage].showOthers && own?.submitted_at;
  const others = mayCompare
    ? (await sheetsOf(services.db, edition, stage, { submitted: true, registrationUid }))
        .filter((s) => s.juror_uid !== staff.uid)
        .map((s) => ({ juror: s.display_name, scores: s.sheet.scores ?? {}, comment: s.sheet.comment ?? '', weighted: weight(s.sheet.scores ?? {}) }))
    : null;
  return {
    stage: await stageInfo(services, stage),
    registrationUid,
    fields: dossier.fields,
    achievements: dossier.achievements,
    attachments: dossier.attachments,
    sheet: sheetAnswer(own, weight),
    others,
  };
}

/** A file of an entry its reader may open, under its neutral name (null: not one of the entry's visible files). */
export async function fileFor(services: Services, staff: Staff, stage: Stage, fileUid: string) {
  const registrationUid = await fileOwner(services.db, fileUid);
  if (!registrationUid) throw notFound();
  await assertMayRead(services, staff, stage, registrationUid);
  const dossier = await dossierOf(services.db, stage, registrationUid);
  const visible = visibleFile(dossier.submission, stage, fileUid);
  if (!visible) throw notFound();
  return { registrationUid, resource: visible.file.resource, name: visible.name };
}

/** The juror's sheet, if it may still change (assigned, scoring open, not submitted). */
async function changeableSheet(services: Services, juror: Staff, stage: Stage, registrationUid: string) {
  await assertMayRead(services, juror, stage, registrationUid);
  if (!(await stageInfo(services, stage)).open) throw conflict(judgingMessages.stageClosed);
  const row = await sheetOf(services.db, services.config.programme.edition, stage, registrationUid, juror.uid);
  if (row?.submitted_at) throw conflict(judgingMessages.alreadySubmitted);
  return row;
}

export async function saveSheet(services: Services, juror: Staff, stage: Stage, registrationUid: string, draft: { scores?: Record<string, number>; comment?: string }): Promise<Sheet> {
  await changeableSheet(services, juror, stage, registrationUid);
  const saved = await saveDraft(services.db, services.config.programme.edition, stage, registrationUid, juror.uid, { scores: draft.scores ?? {}, comment: draft.comment ?? '' });
  // No row back: the sheet was submitted meanwhile (the upsert leaves a submitted sheet as it is).
  if (!saved) throw conflict(judgingMessages.alreadySubmitted);
  return sheetAnswer(saved, null);
}

/** Submits the saved sheet: the stage's rubric schema decides whether it is complete (400 naming each field). */
export async function submitSheet(services: Services, juror: Staff, actor: AuditActor, stage: Stage, registrationUid: string): Promise<Sheet> {
  const row = await changeableSheet(services, juror, stage, registrationUid);
  const sheet = { scores: row?.sheet.scores ?? {}, comment: row?.sheet.comment ?? '' };
  const errors = services.validators.validate(STAGES[stage].rubric, sheet);
  if (errors.length > 0 || !row) throw badRequest(errors);
  const submitted = await services.db.transaction().execute(async (trx) => {
    const done = await markSubmitted(trx, row.uid);
    if (!done) throw conflict(judgingMessages.alreadySubmitted);
    await recordAudit(trx, { actor, action: 'judging.submit', subject: { kind: 'registration', uid: registrationUid }, detail: { stage } });
    return done;
  });
  const rubric = rubricFor(services, stage);
  return sheetAnswer(submitted, (scores) => weightedScore(rubric, scores));
}

/** A juror declares a conflict with an entry: its assignment ends (their sheet with it), the entry is topped up. */
export async function declareConflict(services: Services, juror: Staff, actor: AuditActor, stage: Stage, registrationUid: string, reason: string): Promise<MyStage> {
  await assertMayRead(services, juror, stage, registrationUid);
  const edition = services.config.programme.edition;
  await services.db.transaction().execute(async (trx) => {
    await recordConflicts(trx, [{ jurorUid: juror.uid, registrationUid, source: 'declared', reason: reason.trim() }]);
    await removeAssignment(trx, edition, stage, registrationUid, juror.uid, '評審委員聲明利益迴避');
    await recordAudit(trx, { actor, action: 'judging.conflict', subject: { kind: 'registration', uid: registrationUid }, detail: { stage, reason: reason.trim() } });
  });
  await topUpOpenStages(services, actor);
  return myStage(services, juror, stage);
}
