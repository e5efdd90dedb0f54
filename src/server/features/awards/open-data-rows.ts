// What the open data (issue 32: the open-data feature's CSV and JSON) offers of an edition: exactly what
// the public winner list and heroes board show, and only once the edition's list or board is published.
// Null: not published (the address answers 404 until it is).
import type { Kysely } from 'kysely';
import { EDITION_CATEGORY, EDITION_PATH, type EditionNumber } from '../../../shared/editions';
import type { DB } from '../../platform/db/schema';
import { liveAwards } from './awards';
import { isPublished } from './publication';
import { publicWinnersOf } from './winner-list-queries';
import { publicHeroesPage } from './heroes/hero-queries';

export interface OpenWinnerRow {
  award: string | null;
  entityType: 'group' | 'individual';
  organizationName: string | null;
  name: string | null;
  jobTitle: string | null;
}

export interface OpenHeroRow {
  entityType: 'group' | 'individual';
  teamName: string | null;
  organizationName: string | null;
  name: string | null;
  jobTitle: string | null;
  award: string | null;
  statement: string;
  /** The hero's page, relative to the site (the caller makes it absolute). */
  pagePath: string;
}

/** A board holds at most a few hundred heroes: one page takes them all. */
const ALL_HEROES = 10_000;

export async function openWinnerRows(db: Kysely<DB>, edition: EditionNumber): Promise<OpenWinnerRow[] | null> {
  const category = EDITION_CATEGORY[edition];
  if (!(await isPublished(db, category, 'awards'))) return null;
  const awards = await liveAwards(db, category);
  const winners = await publicWinnersOf(db, awards.map((a) => a.uid));
  return awards.flatMap((a) =>
    winners
      .filter((w) => w.award_uid === a.uid)
      .map((w) => ({
        award: a.title,
        entityType: w.entity_type,
        organizationName: w.organization_name,
        name: w.ind_name ?? w.person_name,
        jobTitle: w.ind_job_title,
      })),
  );
}

export async function openHeroRows(db: Kysely<DB>, edition: EditionNumber): Promise<OpenHeroRow[] | null> {
  const category = EDITION_CATEGORY[edition];
  if (!(await isPublished(db, category, 'heroes'))) return null;
  const page = (entityType: 'group' | 'individual') =>
    publicHeroesPage(db, { entityType, editionCategory: category, keyword: null, offset: 0, limit: ALL_HEROES });
  // Teams first, then individuals: the board's own two lists, each in its order.
  const heroes = [...(await page('group')).rows, ...(await page('individual')).rows];
  const awards = await awardTitlesOf(db, heroes.map((h) => h.uid));
  return heroes.map((h) => ({
    entityType: h.entity_type,
    teamName: h.name,
    organizationName: h.organization_name,
    name: h.ind_name,
    jobTitle: h.ind_job_title,
    award: awards.get(h.uid) ?? null,
    statement: h.honor_personal_statement,
    pagePath: `/heroPages/${EDITION_PATH[edition]}/${h.entity_type === 'group' ? 'team' : 'individual'}/${h.uid}`,
  }));
}

/** Each hero's live awards' titles in the programme's order, joined with 、 (as its detail page shows them). */
async function awardTitlesOf(db: Kysely<DB>, heroUids: string[]): Promise<Map<string, string>> {
  if (heroUids.length === 0) return new Map();
  const rows = await db
    .selectFrom('award_winner')
    .innerJoin('award', 'award.uid', 'award_winner.award_uid')
    .select(['award_winner.hero_uid', 'award.title'])
    .where('award_winner.hero_uid', 'in', heroUids)
    .where('award_winner.deleted_at', 'is', null)
    .where('award.deleted_at', 'is', null)
    .orderBy('award.order_index')
    .execute();
  const titles = new Map<string, string[]>();
  for (const r of rows) {
    if (!r.hero_uid || !r.title) continue;
    const list = titles.get(r.hero_uid) ?? [];
    if (!list.includes(r.title)) list.push(r.title);
    titles.set(r.hero_uid, list);
  }
  return new Map([...titles].map(([uid, list]) => [uid, list.join('、')]));
}
