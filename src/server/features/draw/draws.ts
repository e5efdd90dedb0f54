// Running, reading and re-running the edition's recommendation draw (SPEC.md section 1). The draw itself is
// draw-algorithm.ts; which recommendations hold tickets is successful-recommendation.ts. A draw, once run,
// is kept as drawn (migration 0015's trigger): an edition is drawn once, and a later "draw" from a seed is
// a verification against the kept tickets and winners.
import type { components } from '../../../shared/generated/api';
import { REWARD_PRIZES } from '../../../shared/reward-draw';
import { recordAudit, type AuditActor } from '../audit';
import { badRequest, conflict, notFound } from '../../platform/http/api-error';
import { hasCapability } from '../../../shared/staff-capabilities';
import { rocDateTime } from '../../../shared/taipei-time';
import type { Database } from '../../platform/db/index';
import type { Selectable } from 'kysely';
import type { RewardDrawTable, StoredDrawWinner } from '../../platform/db/schema';
import { candidateNameOf } from '../registration';
import type { Services } from '../../platform/contract/services';
import type { Staff } from '../../platform/contract/callers';
import { drawWinners, normalizeSeed, seedSha256 } from './draw-algorithm';
import { commitmentById, commitmentRowOf, lockEdition, toDrawCommitment } from './commitment';
import { recommendationCloses } from './period';
import { drawMessages } from './draw-messages';
import { listRecommendations, ticketsOf } from './successful-recommendation';
import { randomUUID } from 'node:crypto';
import { isoTime } from '../../platform/db/iso-time';

export type RewardDraw = components['schemas']['RewardDraw'];
type DrawWinner = components['schemas']['DrawWinner'];
export type DrawRow = Selectable<RewardDrawTable>;

const parsed = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** The edition's kept draw, locked for the rest of the transaction when `forUpdate`. */
export async function drawRowOf(db: Database, edition: number, forUpdate = false): Promise<DrawRow | undefined> {
  let q = db.selectFrom('reward_draw').selectAll().where('edition', '=', edition);
  if (forUpdate) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** Winners with the names staff read (the registration's current name). */
async function named(db: Database, winners: StoredDrawWinner[]): Promise<DrawWinner[]> {
  if (winners.length === 0) return [];
  const rows = await db
    .selectFrom('registration')
    .select(['registration_number', 'entity_type', 'ind_name', 'organization_name'])
    .where(
      'registration_number',
      'in',
      winners.map((w) => w.registrationNumber),
    )
    .execute();
  const byNumber = new Map(rows.map((r) => [r.registration_number, candidateNameOf(r)]));
  return winners.map((w) => ({ prize: w.prize as DrawWinner['prize'], registrationNumber: w.registrationNumber, name: byNumber.get(w.registrationNumber) ?? '' }));
}

export async function toRewardDraw(db: Database, row: DrawRow): Promise<RewardDraw> {
  return {
    uid: row.uid,
    edition: row.edition,
    seed: row.seed,
    tickets: parsed(row.tickets),
    winners: await named(db, parsed(row.winners)),
    ranBy: row.ran_by_email,
    ranAt: new Date(row.ran_at).toISOString(),
    publishedAt: isoTime(row.published_at),
    newsUid: row.news_uid,
    commitment: await commitmentOfDraw(db, row),
  };
}

/** The kept draw (or null) and the tickets a draw now would use. */
export async function readDraw(services: Pick<Services, 'db' | 'config'>) {
  const { db, config } = services;
  const edition = config.programme.edition;
  const row = await drawRowOf(db, edition);
  const commitment = await commitmentRowOf(db, edition);
  return {
    draw: row ? await toRewardDraw(db, row) : null,
    tickets: ticketsOf(await listRecommendations(db, edition)),
    closesAt: recommendationCloses(config),
    commitment: commitment ? toDrawCommitment(commitment) : null,
  };
}

/** The commitment a kept draw's seed was checked against (none for a draw run before commitments existed). */
async function commitmentOfDraw(db: Database, row: DrawRow) {
  const c = row.commitment_uid ? await commitmentById(db, row.commitment_uid) : undefined;
  return c ? toDrawCommitment(c) : null;
}

/**
 * The seed must be the one committed to before the period ended (issue 30, item 7): a commitment must exist
 * (an early draw too), and for a SHA-256 commitment SHA-256(seed) must equal it. A source described in words
 * is checked by the public against that source; the draw keeps which commitment it was held to.
 */
async function committedFor(db: Database, edition: number, seed: string) {
  const commitment = await commitmentRowOf(db, edition);
  if (!commitment) throw conflict(drawMessages.noCommitment);
  if (commitment.method === 'sha256' && seedSha256(seed) !== commitment.seed_sha256) {
    throw badRequest([{ field: 'seed', message: drawMessages.seedMismatch }], drawMessages.seedMismatch);
  }
  return commitment;
}

/**
 * A draw before the recommendation period ends is refused: its ticket list would be partial, and a draw is
 * final. A role with drawBeforeClose may still run it with a reason, which the audit row keeps.
 */
function assertPeriodClosed(config: Services['config'], staff: Staff, earlyReason: string | undefined): { early: boolean } {
  const closesAt = recommendationCloses(config);
  if (Date.now() >= Date.parse(closesAt)) return { early: false };
  if (!hasCapability(staff.role, 'drawBeforeClose')) throw conflict(drawMessages.periodOpen(rocDateTime(closesAt)));
  if (!earlyReason?.trim()) throw badRequest([{ field: 'earlyReason', message: drawMessages.earlyReasonRequired }], drawMessages.earlyReasonRequired);
  return { early: true };
}

/** Runs the edition's draw once, keeping tickets, winners, who and when, with its audit row. */
export async function runDraw(services: Pick<Services, 'db' | 'config'>, staff: Staff, actor: AuditActor, rawSeed: string, earlyReason?: string): Promise<RewardDraw> {
  const edition = services.config.programme.edition;
  const seed = normalizeSeed(rawSeed);
  const { early } = assertPeriodClosed(services.config, staff, earlyReason);
  return services.db.transaction().execute(async (trx) => {
    // No commitment is recorded or replaced while the draw reads it (commitment.ts takes the same lock).
    await lockEdition(trx, edition);
    // The unique edition refuses a second draw even from two staff at once; this answers it in words.
    if (await drawRowOf(trx, edition)) throw conflict(drawMessages.alreadyDrawn);
    const commitment = await committedFor(trx, edition, seed);
    const tickets = ticketsOf(await listRecommendations(trx, edition));
    if (tickets.length === 0) throw conflict(drawMessages.noTickets);
    const { winners } = drawWinners(seed, tickets, REWARD_PRIZES.draw);
    const uid = randomUUID();
    const inserted = await trx
      .insertInto('reward_draw')
      .values({ uid, edition, seed, tickets: JSON.stringify(tickets), winners: JSON.stringify(winners), ran_by_uid: staff.uid, ran_by_email: staff.email, commitment_uid: commitment.uid })
      .onConflict((oc) => oc.column('edition').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) throw conflict(drawMessages.alreadyDrawn);
    await recordAudit(trx, { actor, action: 'draw.run', subject: { kind: 'reward_draw', uid }, detail: { edition, seed, commitment: commitment.uid, tickets: tickets.length, winners, ...(early ? { earlyReason: earlyReason!.trim(), closesAt: recommendationCloses(services.config) } : {}) } });
    return toRewardDraw(trx, inserted);
  });
}

/** Re-runs the kept draw's tickets from `rawSeed`: the winners and whether they are the kept ones. */
export async function verifyDraw(services: Pick<Services, 'db' | 'config'>, rawSeed: string) {
  const { db, config } = services;
  const row = await drawRowOf(db, config.programme.edition);
  if (!row) throw notFound(drawMessages.notDrawn);
  const seed = normalizeSeed(rawSeed);
  const { winners } = drawWinners(seed, parsed(row.tickets), REWARD_PRIZES.draw);
  const kept = parsed(row.winners);
  const sameWinners = winners.length === kept.length && winners.every((w, i) => w.prize === kept[i]!.prize && w.registrationNumber === kept[i]!.registrationNumber);
  return { seed, sameWinners, winners: await named(db, winners) };
}
