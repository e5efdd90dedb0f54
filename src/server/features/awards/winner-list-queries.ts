// The winners' reads: which winners of an award are live and in what order, for the back office
// (winnersOf, awards.ts) and the public winner lists (awardsListAll: each award's winners with the hero
// each links to). The awards themselves are the editors' list as it stands (liveAwards, awards.ts).
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema';

type Executor = Kysely<DB> | Transaction<DB>;

/**
 * The live (not deleted) winners of the awards named, in the programme's order: the statement's FROM,
 * WHERE and ORDER BY, to which a caller adds its join and columns (Kysely writes the clauses in SQL's
 * order whatever the order of the calls).
 */
export function liveWinners(db: Executor, awardUids: string[]) {
  return db
    .selectFrom('award_winner')
    .where('award_winner.award_uid', 'in', awardUids)
    .where('award_winner.deleted_at', 'is', null)
    .orderBy('award_winner.order_index')
    .orderBy('award_winner.uid');
}

/**
 * The live winners of the awards named, in order, each with `live_hero_uid`: its hero's uid while that
 * hero is live and has a cover (else null). No awards, no query.
 */
export async function publicWinnersOf(db: Executor, awardUids: string[]) {
  if (awardUids.length === 0) return [];
  return liveWinners(db, awardUids)
    .leftJoin('hero', (j) => j.onRef('hero.uid', '=', 'award_winner.hero_uid').on('hero.deleted_at', 'is', null).on('hero.cover_url', 'is not', null))
    .selectAll('award_winner')
    .select('hero.uid as live_hero_uid')
    .execute();
}
