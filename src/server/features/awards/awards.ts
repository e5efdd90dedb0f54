// An edition's winner list as the back office edits it (issue 18): awards in order, each with its
// winners; winners of the 3rd edition are picked from registrations the review accepted, past editions'
// are typed in. Every change is an audit row in the same transaction; the caller forgets the public
// answers after the commit (handlers.ts).
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { WINNER_STATUS } from '../../../shared/registration-status';
import { EDITION_CATEGORY, type EditionCategory, type EditionNumber } from '../../../shared/editions';
import type { BodyOf, DataOf } from '../../platform/contract/handler-types';
import type { RequestValidators } from '../../platform/contract/validation';
import { conflict, notFound } from '../../platform/http/api-error';
import { recordAudit, type AuditActor } from '../audit';
import type { AwardWinnerTable, DB } from '../../platform/db/schema';
import { containsPattern } from '../../platform/db/like';
import { awardMessages } from './award-messages';
import { publicationOf } from './publication';
import { liveWinners } from './winner-list-queries';

type Executor = Kysely<DB> | Transaction<DB>;
export type AdminAwardsEdition = DataOf<'adminAwardsList'>;
export type AdminWinner = AdminAwardsEdition['awards'][number]['winners'][number];
export type WinnerBody = BodyOf<'adminWinnerCreate'>;

export function toAdminWinner(w: Selectable<AwardWinnerTable>, registrationNumber: string | null): AdminWinner {
  return {
    uid: w.uid,
    entityType: w.entity_type,
    organizationName: w.organization_name,
    personName: w.person_name,
    indJobTitle: w.ind_job_title,
    indName: w.ind_name,
    registrationUid: w.registration_uid,
    registrationNumber,
    heroUid: w.hero_uid,
  };
}

/** The live (not deleted) winners of the awards named, with their registration numbers, in order. */
export async function winnersOf(db: Executor, awardUids: string[]) {
  if (awardUids.length === 0) return [];
  return liveWinners(db, awardUids)
    .leftJoin('registration', 'registration.uid', 'award_winner.registration_uid')
    .selectAll('award_winner')
    .select('registration.registration_number')
    .execute();
}

export async function liveAwards(db: Executor, edition: string) {
  return db.selectFrom('award').select(['uid', 'title']).where('edition_category', '=', edition).where('deleted_at', 'is', null).orderBy('order_index').orderBy('uid').execute();
}

export async function readEdition(db: Executor, edition: EditionCategory): Promise<AdminAwardsEdition> {
  const awards = await liveAwards(db, edition);
  const winners = await winnersOf(db, awards.map((a) => a.uid));
  return {
    editionCategory: edition,
    awards: awards.map((a) => ({
      uid: a.uid,
      title: a.title,
      winners: winners.filter((w) => w.award_uid === a.uid).map((w) => toAdminWinner(w, w.registration_number)),
    })),
    publication: await publicationOf(db, edition),
  };
}

async function liveAward(db: Executor, uid: string) {
  const award = await db.selectFrom('award').selectAll().where('uid', '=', uid).where('deleted_at', 'is', null).executeTakeFirst();
  if (!award) throw notFound(awardMessages.awardNotFound);
  return award;
}

async function liveWinner(db: Executor, uid: string) {
  const winner = await db
    .selectFrom('award_winner')
    .innerJoin('award', 'award.uid', 'award_winner.award_uid')
    .selectAll('award_winner')
    .select('award.edition_category')
    .where('award_winner.uid', '=', uid)
    .where('award_winner.deleted_at', 'is', null)
    .where('award.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!winner) throw notFound(awardMessages.winnerNotFound);
  return winner;
}

/** The order index after the largest of `rows` (1 for none). */
export const nextOrder = (row: { max: number | null } | undefined) => (row?.max ?? 0) + 1;

export async function createAward(trx: Transaction<DB>, actor: AuditActor, edition: EditionCategory, title: string): Promise<string> {
  const uid = randomUUID();
  const order = nextOrder(
    await trx.selectFrom('award').select((eb) => eb.fn.max('order_index').as('max')).where('edition_category', '=', edition).where('deleted_at', 'is', null).executeTakeFirst(),
  );
  await trx.insertInto('award').values({ uid, edition_category: edition, title: title.trim(), order_index: order }).execute();
  await recordAudit(trx, { actor, action: 'award.create', subject: { kind: 'award', uid }, detail: { edition, title: title.trim() } });
  return uid;
}

export async function updateAward(trx: Transaction<DB>, actor: AuditActor, uid: string, title: string): Promise<EditionCategory> {
  const before = await liveAward(trx, uid);
  // An editor's correction of a demo row makes it real content: SEED_DEMO off (removeDemoContent) keeps it.
  await trx.updateTable('award').set({ title: title.trim(), is_demo: false }).where('uid', '=', uid).execute();
  await recordAudit(trx, { actor, action: 'award.update', subject: { kind: 'award', uid }, detail: { from: before.title, to: title.trim() } });
  return before.edition_category as EditionCategory;
}

export async function deleteAward(trx: Transaction<DB>, actor: AuditActor, uid: string): Promise<EditionCategory> {
  const before = await liveAward(trx, uid);
  const now = new Date();
  await trx.updateTable('award').set({ deleted_at: now }).where('uid', '=', uid).execute();
  await trx.updateTable('award_winner').set({ deleted_at: now }).where('award_uid', '=', uid).where('deleted_at', 'is', null).execute();
  await recordAudit(trx, { actor, action: 'award.delete', subject: { kind: 'award', uid }, detail: { edition: before.edition_category, title: before.title } });
  return before.edition_category as EditionCategory;
}

/** Writes order_index 1..n in the order of `uids`, which must be exactly the live rows `current`. */
async function writeOrder(trx: Transaction<DB>, table: 'award' | 'award_winner' | 'hero', current: string[], uids: string[]) {
  const same = current.length === uids.length && new Set([...current, ...uids]).size === current.length;
  if (!same) throw conflict(awardMessages.reorderMismatch);
  for (const [i, uid] of uids.entries()) await trx.updateTable(table).set({ order_index: i + 1 }).where('uid', '=', uid).execute();
}

export async function reorderAwards(trx: Transaction<DB>, actor: AuditActor, uids: string[]): Promise<EditionCategory> {
  const first = await trx.selectFrom('award').select('edition_category').where('uid', '=', uids[0]!).where('deleted_at', 'is', null).executeTakeFirst();
  if (!first) throw conflict(awardMessages.reorderMismatch);
  const current = await liveAwards(trx, first.edition_category);
  await writeOrder(trx, 'award', current.map((a) => a.uid), uids);
  await recordAudit(trx, { actor, action: 'award.reorder', detail: { edition: first.edition_category, order: uids } });
  return first.edition_category as EditionCategory;
}

export async function reorderWinners(trx: Transaction<DB>, actor: AuditActor, awardUid: string, uids: string[]): Promise<EditionCategory> {
  const award = await liveAward(trx, awardUid);
  const current = await winnersOf(trx, [awardUid]);
  await writeOrder(trx, 'award_winner', current.map((w) => w.uid), uids);
  await recordAudit(trx, { actor, action: 'award.winner.reorder', subject: { kind: 'award', uid: awardUid }, detail: { order: uids } });
  return award.edition_category as EditionCategory;
}

type WinnerFields = Pick<AwardWinnerTable, 'entity_type' | 'organization_name' | 'person_name' | 'ind_job_title' | 'ind_name'> & { registration_uid: string | null };

/**
 * The stored fields of a winner: from the registration when one is named (it must be of the award's
 * edition and awarded: WINNER_STATUS), else as typed: only for a past edition, whose entries this site
 * never held. The edition under way names the jury's winners only.
 */
async function winnerFields(db: Executor, validators: RequestValidators, edition: string, body: WinnerBody, current: EditionCategory): Promise<WinnerFields> {
  if (!body.registrationUid) {
    if (edition === current) throw conflict(awardMessages.currentEditionFromEntries);
    return {
      entity_type: body.entityType,
      organization_name: body.organizationName?.trim() ?? null,
      person_name: body.personName?.trim() ?? null,
      ind_job_title: body.indJobTitle?.trim() ?? null,
      ind_name: body.indName?.trim() ?? null,
      registration_uid: null,
    };
  }
  const r = await db
    .selectFrom('registration')
    .select(['uid', 'status', 'edition', 'entity_type', 'organization_name', 'ind_name', 'ind_job_title'])
    .where('uid', '=', body.registrationUid)
    .executeTakeFirst();
  if (!r) throw notFound(awardMessages.registrationNotFound);
  if (EDITION_CATEGORY[r.edition as EditionNumber] !== edition) throw conflict(awardMessages.registrationOtherEdition);
  if (r.status !== WINNER_STATUS) throw conflict(awardMessages.registrationNotAccepted);
  const individual = r.entity_type === 'individual';
  const fields = {
    entity_type: r.entity_type,
    organization_name: r.organization_name,
    person_name: individual ? r.ind_name : null,
    ind_job_title: individual ? r.ind_job_title : null,
    ind_name: individual ? r.ind_name : null,
    registration_uid: r.uid,
  };
  refuseUnfitCopy(validators, fields);
  return fields;
}

/** The schema of a winner, typed in or copied (the public list shows what it holds). */
const WINNER_SCHEMA = 'admin/award-winner.schema.json';

/**
 * A winner copied from a registration answers to the winner schema as one typed in does: a registration stored before
 * the free-text rule (issue 30) may hold a bidi control or an invisible character, which the public list would show as
 * it is (`RTL`, U+202E, `gpj.exe`). Refused (409) naming the field and the rule, so that the staff correct the
 * registration first: the copy is never changed silently, so the list and the registration keep saying the same.
 */
function refuseUnfitCopy(validators: RequestValidators, fields: WinnerFields): void {
  const asTyped = {
    entityType: fields.entity_type,
    organizationName: fields.organization_name,
    personName: fields.person_name,
    indJobTitle: fields.ind_job_title,
    indName: fields.ind_name,
  };
  // An empty column is a field left out, as the form leaves it out.
  const copy = Object.fromEntries(Object.entries(asTyped).filter(([, value]) => value !== null));
  const [first] = validators.validate(WINNER_SCHEMA, copy);
  if (!first) return;
  const { properties } = validators.schemaOf(WINNER_SCHEMA) as { properties: Record<string, { title?: string }> };
  throw conflict(awardMessages.registrationNeedsCorrection(properties[first.field]?.title ?? first.field, first.message));
}

export async function createWinner(
  trx: Transaction<DB>,
  validators: RequestValidators,
  actor: AuditActor,
  awardUid: string,
  body: WinnerBody,
  current: EditionCategory,
): Promise<EditionCategory> {
  const award = await liveAward(trx, awardUid);
  const fields = await winnerFields(trx, validators, award.edition_category, body, current);
  const uid = randomUUID();
  const order = nextOrder(
    await trx.selectFrom('award_winner').select((eb) => eb.fn.max('order_index').as('max')).where('award_uid', '=', awardUid).where('deleted_at', 'is', null).executeTakeFirst(),
  );
  await trx.insertInto('award_winner').values({ uid, award_uid: awardUid, hero_uid: null, order_index: order, ...fields }).execute();
  // A demo award holding an editor's winner is real content now (removing demo rows must not cascade to it).
  await trx.updateTable('award').set({ is_demo: false }).where('uid', '=', awardUid).execute();
  await recordAudit(trx, { actor, action: 'award.winner.create', subject: { kind: 'award_winner', uid }, detail: { award: awardUid, ...fields } });
  return award.edition_category as EditionCategory;
}

export async function updateWinner(
  trx: Transaction<DB>,
  validators: RequestValidators,
  actor: AuditActor,
  uid: string,
  body: WinnerBody,
  current: EditionCategory,
): Promise<EditionCategory> {
  const before = await liveWinner(trx, uid);
  const fields = await winnerFields(trx, validators, before.edition_category, body, current);
  await trx.updateTable('award_winner').set({ ...fields, is_demo: false }).where('uid', '=', uid).execute();
  await trx.updateTable('award').set({ is_demo: false }).where('uid', '=', before.award_uid).execute();
  const { entity_type, organization_name, person_name, ind_job_title, ind_name, registration_uid } = before;
  await recordAudit(trx, {
    actor,
    action: 'award.winner.update',
    subject: { kind: 'award_winner', uid },
    detail: { from: { entity_type, organization_name, person_name, ind_job_title, ind_name, registration_uid }, to: fields },
  });
  return before.edition_category as EditionCategory;
}

export async function deleteWinner(trx: Transaction<DB>, actor: AuditActor, uid: string): Promise<EditionCategory> {
  const before = await liveWinner(trx, uid);
  await trx.updateTable('award_winner').set({ deleted_at: new Date() }).where('uid', '=', uid).execute();
  await recordAudit(trx, {
    actor,
    action: 'award.winner.delete',
    subject: { kind: 'award_winner', uid },
    detail: { award: before.award_uid, organization_name: before.organization_name, person_name: before.person_name },
  });
  return before.edition_category as EditionCategory;
}

export type WinnerCandidate = DataOf<'adminWinnerCandidates'>[number];

/** Registrations of the running edition the jury awarded, matching a part of their number or names. */
export async function winnerCandidates(db: Executor, edition: EditionNumber, keyword: string | undefined): Promise<WinnerCandidate[]> {
  let query = db
    .selectFrom('registration')
    .select(['uid', 'registration_number', 'entity_type', 'organization_name', 'ind_name', 'ind_job_title', 'status'])
    .where('edition', '=', edition)
    .where('status', '=', WINNER_STATUS);
  const k = keyword?.trim();
  if (k) {
    const pattern = containsPattern(k);
    query = query.where((eb) => eb.or([eb('registration_number', 'ilike', pattern), eb('organization_name', 'ilike', pattern), eb('ind_name', 'ilike', pattern)]));
  }
  const rows = await query.orderBy('registration_number').limit(50).execute();
  return rows.map((r) => ({
    uid: r.uid,
    registrationNumber: r.registration_number,
    entityType: r.entity_type,
    organizationName: r.organization_name,
    personName: r.entity_type === 'individual' ? r.ind_name : null,
    indJobTitle: r.ind_job_title,
    status: r.status as WinnerCandidate['status'],
  }));
}

/**
 * Before an award is undone (its registration leaves `awarded`): a registration on a published winner list
 * may not leave it (409: take it off the list, or hide the list, first); on a list not published yet, it is
 * taken off in the same transaction, audited. So the list and the status never disagree.
 */
export async function releaseAward(trx: Executor, actor: AuditActor, registration: { uid: string; status: string }): Promise<void> {
  if (registration.status !== WINNER_STATUS) return;
  const named = await trx
    .selectFrom('award_winner')
    .innerJoin('award', 'award.uid', 'award_winner.award_uid')
    .leftJoin('edition_publication as p', (j) => j.onRef('p.edition_category', '=', 'award.edition_category').on('p.board', '=', 'awards'))
    .select(['award_winner.uid', 'p.board as published'])
    .where('award_winner.registration_uid', '=', registration.uid)
    .where('award_winner.deleted_at', 'is', null)
    .where('award.deleted_at', 'is', null)
    .execute();
  if (named.some((w) => w.published !== null)) throw conflict(awardMessages.onPublishedList);
  for (const w of named) {
    await trx.updateTable('award_winner').set({ deleted_at: new Date() }).where('uid', '=', w.uid).execute();
    await recordAudit(trx, { actor, action: 'award.winner.delete', subject: { kind: 'award_winner', uid: w.uid }, detail: { registrationUid: registration.uid, because: 'award undone' } });
  }
}
