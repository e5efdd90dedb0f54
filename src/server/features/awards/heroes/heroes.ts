// An edition's heroes board as the back office edits it (issue 18): entries usually made from a winner
// (names copied, the winner then links to the hero's page), their statement, story, cover and order.
// Every change is an audit row in the same transaction as the change.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { EditionCategory } from '../../../../shared/editions';
import { conflict, notFound } from '../../../platform/http/api-error';
import type { BodyOf, DataOf } from '../../../platform/contract/handler-types';
import { recordAudit, type AuditActor } from '../../audit';
import type { DB, HeroTable } from '../../../platform/db/schema';
import type { FileStore } from '../../../platform/storage/file-store';
import { awardMessages } from '../award-messages';
import { liveAwards, nextOrder, toAdminWinner, winnersOf } from '../awards';
import { publicationOf } from '../publication';
import { coverUrlOf, type CoverRendition } from './covers';
import { heroPerson } from './hero-person';

type Executor = Kysely<DB> | Transaction<DB>;
export type AdminHeroesEdition = DataOf<'adminHeroesList'>;
export type HeroBody = BodyOf<'adminHeroCreate'>;

const liveHeroes = (db: Executor, edition: string) =>
  db.selectFrom('hero').selectAll().where('edition_category', '=', edition).where('deleted_at', 'is', null).orderBy('order_index').orderBy('uid').execute();

function toAdminHero(h: Selectable<HeroTable>, winnerUids: string[]): AdminHeroesEdition['heroes'][number] {
  return {
    ...heroPerson(h),
    story: h.story,
    coverUrl: h.cover_url,
    registrationUid: h.registration_uid,
    winnerUids,
  };
}

export async function readHeroesEdition(db: Executor, edition: EditionCategory): Promise<AdminHeroesEdition> {
  const heroes = await liveHeroes(db, edition);
  const winners = await winnersOf(db, (await liveAwards(db, edition)).map((a) => a.uid));
  const live = new Set(heroes.map((h) => h.uid));
  return {
    editionCategory: edition,
    heroes: heroes.map((h) => toAdminHero(h, winners.filter((w) => w.hero_uid === h.uid).map((w) => w.uid))),
    winnersWithoutHero: winners.filter((w) => !w.hero_uid || !live.has(w.hero_uid)).map((w) => toAdminWinner(w, w.registration_number)),
    publication: await publicationOf(db, edition),
  };
}

async function liveHero(db: Executor, uid: string) {
  const hero = await db.selectFrom('hero').selectAll().where('uid', '=', uid).where('deleted_at', 'is', null).executeTakeFirst();
  if (!hero) throw notFound(awardMessages.heroNotFound);
  return hero;
}

const heroFields = (body: HeroBody) => ({
  entity_type: body.entityType,
  organization_name: body.organizationName?.trim() ?? null,
  name: body.name?.trim() ?? null,
  ind_job_title: body.indJobTitle?.trim() ?? null,
  ind_name: body.indName?.trim() ?? null,
  honor_personal_statement: body.honorPersonalStatement.trim(),
  story: body.story.trim(),
});

export async function createHero(trx: Transaction<DB>, actor: AuditActor, edition: EditionCategory, winnerUid: string | undefined, body: HeroBody): Promise<void> {
  const uid = randomUUID();
  let fields = heroFields(body);
  let registrationUid: string | null = null;
  if (winnerUid) {
    const winner = await trx
      .selectFrom('award_winner')
      .innerJoin('award', 'award.uid', 'award_winner.award_uid')
      .leftJoin('hero', (j) => j.onRef('hero.uid', '=', 'award_winner.hero_uid').on('hero.deleted_at', 'is', null))
      .selectAll('award_winner')
      .select(['award.edition_category', 'hero.uid as live_hero'])
      .where('award_winner.uid', '=', winnerUid)
      .where('award_winner.deleted_at', 'is', null)
      .executeTakeFirst();
    if (!winner) throw notFound(awardMessages.winnerNotFound);
    if (winner.edition_category !== edition) throw conflict(awardMessages.winnerOtherEdition);
    if (winner.live_hero) throw conflict(awardMessages.winnerHasHero);
    // The names come from the winner, so that the list and the hero's page never disagree.
    fields = {
      ...fields,
      entity_type: winner.entity_type,
      organization_name: winner.organization_name,
      ind_job_title: winner.ind_job_title,
      ind_name: winner.entity_type === 'individual' ? (winner.ind_name ?? winner.person_name) : null,
      name: winner.entity_type === 'group' ? (fields.name ?? null) : null,
    };
    registrationUid = winner.registration_uid;
  }
  const order = nextOrder(
    await trx.selectFrom('hero').select((eb) => eb.fn.max('order_index').as('max')).where('edition_category', '=', edition).where('deleted_at', 'is', null).executeTakeFirst(),
  );
  await trx.insertInto('hero').values({ uid, edition_category: edition, ...fields, cover_url: null, order_index: order, is_demo: false, registration_uid: registrationUid }).execute();
  if (winnerUid) await trx.updateTable('award_winner').set({ hero_uid: uid, is_demo: false }).where('uid', '=', winnerUid).execute();
  await recordAudit(trx, { actor, action: 'hero.create', subject: { kind: 'hero', uid }, detail: { edition, winner: winnerUid ?? null, ...fields, story: undefined } });
}

export async function updateHero(trx: Transaction<DB>, actor: AuditActor, uid: string, body: HeroBody): Promise<EditionCategory> {
  const before = await liveHero(trx, uid);
  const fields = heroFields(body);
  // An editor's correction of a demo row makes it real content: SEED_DEMO off (removeDemoContent) keeps it.
  await trx.updateTable('hero').set({ ...fields, is_demo: false }).where('uid', '=', uid).execute();
  const changed = Object.fromEntries(
    Object.entries(fields).filter(([k, v]) => before[k as keyof typeof before] !== v).map(([k, v]) => [k, { from: before[k as keyof typeof before], to: v }]),
  );
  await recordAudit(trx, { actor, action: 'hero.update', subject: { kind: 'hero', uid }, detail: { changed } });
  return before.edition_category as EditionCategory;
}

export async function deleteHero(trx: Transaction<DB>, actor: AuditActor, uid: string): Promise<EditionCategory> {
  const before = await liveHero(trx, uid);
  await trx.updateTable('hero').set({ deleted_at: new Date() }).where('uid', '=', uid).execute();
  await trx.updateTable('award_winner').set({ hero_uid: null }).where('hero_uid', '=', uid).execute();
  await recordAudit(trx, { actor, action: 'hero.delete', subject: { kind: 'hero', uid }, detail: { edition: before.edition_category, organization_name: before.organization_name, ind_name: before.ind_name } });
  return before.edition_category as EditionCategory;
}

export async function reorderHeroes(trx: Transaction<DB>, actor: AuditActor, uids: string[]): Promise<EditionCategory> {
  const first = await trx.selectFrom('hero').select('edition_category').where('uid', '=', uids[0]!).where('deleted_at', 'is', null).executeTakeFirst();
  if (!first) throw conflict(awardMessages.reorderMismatch);
  const current = (await liveHeroes(trx, first.edition_category)).map((h) => h.uid);
  const same = current.length === uids.length && new Set([...current, ...uids]).size === current.length;
  if (!same) throw conflict(awardMessages.reorderMismatch);
  for (const [i, uid] of uids.entries()) await trx.updateTable('hero').set({ order_index: i + 1 }).where('uid', '=', uid).execute();
  await recordAudit(trx, { actor, action: 'hero.reorder', detail: { edition: first.edition_category, order: uids } });
  return first.edition_category as EditionCategory;
}

/** Replaces a hero's cover by new renditions (already stored); answers the storage keys no row names any more. */
export async function setHeroCover(trx: Transaction<DB>, actor: AuditActor, uid: string, renditions: CoverRendition[]): Promise<{ edition: EditionCategory; orphans: string[] }> {
  const before = await liveHero(trx, uid);
  const old = await trx.deleteFrom('hero_cover_image').where('hero_uid', '=', uid).returning('storage_key').execute();
  await trx.insertInto('hero_cover_image').values(renditions.map((r) => ({ ...r, hero_uid: uid }))).execute();
  const url = coverUrlOf(renditions);
  await trx.updateTable('hero').set({ cover_url: url, is_demo: false }).where('uid', '=', uid).execute();
  await recordAudit(trx, {
    actor,
    action: 'hero.cover',
    subject: { kind: 'hero', uid },
    detail: { renditions: renditions.map((r) => ({ width: r.width, type: r.mime_type, bytes: r.byte_size })), replaced: before.cover_url },
  });
  return { edition: before.edition_category as EditionCategory, orphans: old.map((r) => r.storage_key) };
}

export async function removeFiles(files: FileStore, keys: string[]) {
  for (const key of keys) await files.remove(key);
}
