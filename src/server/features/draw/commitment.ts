// The draw's seed committed before the tickets are known (issue 30, item 7: with the seed typed after the
// ticket list was visible, a chosen recommender won after two candidate seeds tried offline). Before the
// recommendation period ends, staff record either SHA-256(seed) of a seed kept secret until the draw, or the
// public source that will produce the seed (a lottery draw of a date fixed in advance, in words). It is
// published at once as a public news item and audited; recording again before the period ends replaces the
// one in force (each kept, with its own news item). After the period ends, or once drawn, nothing is recorded.
// The draw (draws.ts) refuses a seed without a commitment or whose SHA-256 differs from it.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { components } from '../../../shared/generated/api';
import { rocDateTime } from '../../../shared/taipei-time';
import { recordAudit, type AuditActor } from '../audit';
import { newsChanged, newsPagePath, writeFeatureNews } from '../news';
import { conflict } from '../../platform/http/api-error';
import { sql } from '../../platform/db/kysely-runtime';
import type { Database } from '../../platform/db/index';
import type { RewardDrawCommitmentTable } from '../../platform/db/schema';
import { newsCategories } from '../../platform/db/seed/data/news';
import { escapeHtml } from '../../platform/mail/letter-frame';
import type { Services } from '../../platform/contract/services';
import type { Staff } from '../../platform/contract/callers';
import { drawMessages } from './draw-messages';
import { periodEnded, recommendationCloses } from './period';
import { listRecommendations, ticketsOf } from './successful-recommendation';

export type DrawCommitment = components['schemas']['DrawCommitment'];
type CommitmentBody = components['schemas']['draw-commitment.schema'];
export type CommitmentRow = Selectable<RewardDrawCommitmentTable>;

/** The news category commitments go under (the seed's "推薦抽獎"), as the draw's result does. */
const CATEGORY = newsCategories.find((c) => c.slug === 'recommendation')!;

export const toDrawCommitment = (row: CommitmentRow): DrawCommitment => ({
  uid: row.uid,
  method: row.method as DrawCommitment['method'],
  seedSha256: row.seed_sha256,
  source: row.source,
  ticketsAtCommit: row.tickets_at_commit,
  committedBy: row.committed_by_email,
  committedAt: new Date(row.committed_at).toISOString(),
  newsUid: row.news_uid,
});

/** The commitment in force for the edition: the latest recorded. */
export function commitmentRowOf(db: Database, edition: number): Promise<CommitmentRow | undefined> {
  return db.selectFrom('reward_draw_commitment').selectAll().where('edition', '=', edition).orderBy('committed_at', 'desc').orderBy('uid').executeTakeFirst();
}

export function commitmentById(db: Database, uid: string): Promise<CommitmentRow | undefined> {
  return db.selectFrom('reward_draw_commitment').selectAll().where('uid', '=', uid).executeTakeFirst();
}

/** What the commitment fixes, in the published words (the commitment's news item and the result's). */
export function commitmentHtml(c: Pick<CommitmentRow, 'method' | 'seed_sha256' | 'source'>): string {
  return c.method === 'sha256'
    ? `抽獎種子的 SHA-256 雜湊值：<code>${escapeHtml(c.seed_sha256 ?? '')}</code>`
    : `抽獎種子取自：${escapeHtml(c.source ?? '')}`;
}

function commitmentNews(siteTitle: string, closesAt: string, c: Pick<CommitmentRow, 'method' | 'seed_sha256' | 'source'>, tickets: number, replaces: CommitmentRow | undefined) {
  const how =
    c.method === 'sha256'
      ? '種子於抽獎時公布，任何人都能計算種子（去除前後空白、Unicode NFC、UTF-8）的 SHA-256，核對與本公告相同。'
      : '抽獎時以該來源產生的結果為種子，任何人都能查證。';
  return [
    `<p>${escapeHtml(siteTitle)}推薦抽獎將於推薦期間（至 ${escapeHtml(rocDateTime(closesAt))} 截止）結束後舉行。為確保抽獎公正，抽獎種子於此事先公告如下：</p>`,
    `<p>${commitmentHtml(c)}</p>`,
    `<p>${how}抽獎名單與種子將隨抽獎結果公告，任何人都能依公布的演算法重新驗算得獎名單。公告時共有 ${tickets} 次抽獎機會。</p>`,
    replaces ? `<p>本公告取代 ${escapeHtml(rocDateTime(new Date(replaces.committed_at).toISOString()))} 的<a href="${escapeHtml(newsPagePath(replaces.news_uid))}">種子承諾公告</a>。</p>` : '',
  ].join('');
}

/** Records the edition's commitment with its public news item and audit row, before the period ends. */
export async function recordCommitment(services: Services, staff: Staff, actor: AuditActor, body: CommitmentBody): Promise<DrawCommitment> {
  const { config } = services;
  const edition = config.programme.edition;
  const closesAt = recommendationCloses(config);
  if (periodEnded(config)) throw conflict(drawMessages.commitClosed(rocDateTime(closesAt)));
  const fixed =
    body.method === 'sha256'
      ? { method: 'sha256', seed_sha256: body.seedSha256!.trim().toLowerCase(), source: null }
      : { method: 'external', seed_sha256: null, source: body.source!.normalize('NFC').trim() };
  const row = await services.db.transaction().execute(async (trx) => {
    // Serialises recordings and draws of the edition (the draw takes the same lock before reading).
    await lockEdition(trx, edition);
    if (await trx.selectFrom('reward_draw').select('uid').where('edition', '=', edition).executeTakeFirst()) throw conflict(drawMessages.commitAfterDraw);
    const replaces = await commitmentRowOf(trx, edition);
    const tickets = ticketsOf(await listRecommendations(trx, edition)).length;
    const newsUid = await writeFeatureNews(trx, actor, {
      category: CATEGORY,
      title: `${config.programme.siteTitle}推薦抽獎種子承諾公告`,
      summary: '推薦抽獎的種子於推薦期間截止前事先公告，抽獎後任何人都能核對。',
      content: commitmentNews(config.programme.siteTitle, closesAt, fixed, tickets, replaces),
      published: true,
      from: 'draw.commit',
    });
    const inserted = await trx
      .insertInto('reward_draw_commitment')
      .values({ uid: randomUUID(), edition, ...fixed, tickets_at_commit: tickets, news_uid: newsUid, committed_by_uid: staff.uid, committed_by_email: staff.email })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor,
      action: 'draw.commit',
      subject: { kind: 'reward_draw_commitment', uid: inserted.uid },
      detail: { edition, ...fixed, tickets, newsUid, ...(replaces ? { replaces: replaces.uid } : {}) },
    });
    return inserted;
  });
  await newsChanged(services);
  return toDrawCommitment(row);
}

/** A transaction-scoped lock on the edition's draw: a commitment and a draw never interleave. */
export async function lockEdition(trx: Database, edition: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`reward-draw:${edition}`}))`.execute(trx);
}
