// Publishing the draw's result (SPEC.md section 1: "the early-bird list of 20 and the winners are on the news
// page, and winners are also emailed"), in ONE transaction: a news item DRAFT (an editor reviews and
// publishes it on the news page), one letter per winner through the mail queue, the draw marked published,
// audit rows. The draw's row is locked first, so publishing twice (or two staff at once) writes the news and
// the letters once. The draft is not public, so no public answer goes stale (no publicContentChanged).
import type { components } from '../../../shared/generated/api';
import { REWARD_PRIZES } from '../../../shared/reward-draw';
import { rocDateTime } from '../../../shared/taipei-time';
import { recordAudit, type AuditActor } from '../audit';
import { notFound } from '../../platform/http/api-error';
import type { Database } from '../../platform/db/index';
import type { StoredDrawWinner } from '../../platform/db/schema';
import { newsCategories } from '../../platform/db/seed/data/news';
import { candidateNameOf } from '../registration';
import { drawWinnerLetter } from './winner-letter';
import { escapeHtml } from '../../platform/mail/letter-frame';
import type { Services } from '../../platform/contract/services';
import { drawRowOf, type DrawRow } from './draws';
import { commitmentById, commitmentHtml, type CommitmentRow } from './commitment';
import { seedSha256 } from './draw-algorithm';
import { newsPagePath, writeFeatureNews } from '../news';
import { drawMessages } from './draw-messages';
import { publicName } from './public-name';
import { listRecommendations } from './successful-recommendation';

type DrawPublication = components['schemas']['DrawPublication'];

/** The news category the result goes under (the seed's "推薦抽獎"), made if a database lacks it. */
const CATEGORY = newsCategories.find((c) => c.slug === 'recommendation')!;

const parsed = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const PRIZE_LABEL: Record<string, string> = Object.fromEntries(REWARD_PRIZES.draw.map((p) => [p.kind, p.label]));

interface Person {
  registrationNumber: string;
  publicName: string;
}

/** The news item's HTML: every value escaped (it is sanitised again where news is rendered). */
export function resultNewsContent(
  siteTitle: string,
  draw: Pick<DrawRow, 'seed' | 'ran_at'>,
  commitment: CommitmentRow | undefined,
  tickets: string[],
  winners: (Person & { prize: string })[],
  earlyBird: Person[],
): string {
  const who = (people: Person[]) => (people.length === 0 ? '（無）' : people.map((p) => `${escapeHtml(p.registrationNumber)} ${escapeHtml(p.publicName)}`).join('、'));
  const prizeLines = REWARD_PRIZES.draw.map((p) => `<li>${escapeHtml(p.label)}（${p.count} 名）：${who(winners.filter((w) => w.prize === p.kind))}</li>`);
  return [
    `<p>${escapeHtml(siteTitle)}推薦抽獎已於 ${escapeHtml(rocDateTime(new Date(draw.ran_at).toISOString()))} 抽出，結果如下（報名編號及姓名，姓名部分遮蔽）。得獎者另以電子郵件通知領獎方式。</p>`,
    `<ul>${prizeLines.join('')}<li>${escapeHtml(REWARD_PRIZES.earlyBirdLabel)}（最先完成推薦的前 ${REWARD_PRIZES.earlyBirdCount} 名推薦人）：${who(earlyBird)}</li></ul>`,
    `<p>抽獎種子：${escapeHtml(draw.seed)}（SHA-256：<code>${seedSha256(draw.seed)}</code>）</p>`,
    // What the seed was fixed to before the tickets were known (issue 30, item 7), and where it was published.
    commitment
      ? `<p>種子承諾：${commitmentHtml(commitment)}；於 ${escapeHtml(rocDateTime(new Date(commitment.committed_at).toISOString()))} 以<a href="${escapeHtml(newsPagePath(commitment.news_uid))}">最新消息</a>事先公告（當時 ${commitment.tickets_at_commit} 次抽獎機會）。</p>`
      : '',
    `<p>抽獎名單（每成功推薦 1 位為 1 次抽獎機會，共 ${tickets.length} 次，依報名編號排序）：${tickets.map(escapeHtml).join('、')}</p>`,
    '<p>抽獎方式公開：以上述種子與名單，依本網站公布的演算法（HMAC-SHA256 亂數序列、Fisher–Yates 洗牌），任何人都能重新驗算並得到相同的得獎名單。</p>',
  ].join('');
}

export async function publishDraw(services: Pick<Services, 'db' | 'config' | 'mail'>, actor: AuditActor): Promise<DrawPublication> {
  const { config } = services;
  const edition = config.programme.edition;
  const result = await services.db.transaction().execute(async (trx) => {
    const row = await drawRowOf(trx, edition, true);
    if (!row) throw notFound(drawMessages.notDrawn);
    if (row.published_at && row.news_uid) {
      return { data: { newsUid: row.news_uid, publishedAt: new Date(row.published_at).toISOString(), lettersQueued: 0, alreadyPublished: true }, letters: [] as string[] };
    }
    const winners = parsed<StoredDrawWinner[]>(row.winners);
    const people = await peopleOf(trx, winners.map((w) => w.registrationNumber));
    const earlyBird = (await listRecommendations(trx, edition))
      .filter((r) => r.earlyBirdPlace !== null)
      .sort((a, b) => a.earlyBirdPlace! - b.earlyBirdPlace!)
      .map((r) => r.recommender.registrationNumber);
    const earlyPeople = await peopleOf(trx, earlyBird);
    const person = (n: string, map: typeof people) => ({ registrationNumber: n, publicName: map.get(n)?.publicName ?? '' });

    const title = `${config.programme.siteTitle}推薦抽獎結果暨${REWARD_PRIZES.earlyBirdLabel}名單公告`;
    const newsUid = await writeFeatureNews(trx, actor, {
      category: CATEGORY,
      title,
      summary: `推薦抽獎得獎名單及${REWARD_PRIZES.earlyBirdLabel}名單，附抽獎種子、種子承諾與名單供驗算。`,
      content: resultNewsContent(
        config.programme.siteTitle,
        row,
        row.commitment_uid ? await commitmentById(trx, row.commitment_uid) : undefined,
        parsed<string[]>(row.tickets),
        winners.map((w) => ({ ...person(w.registrationNumber, people), prize: w.prize })),
        earlyBird.map((n) => person(n, earlyPeople)),
      ),
      published: false,
      from: 'draw.publish',
    });
    const now = new Date();

    const letters: string[] = [];
    for (const w of winners) {
      const p = people.get(w.registrationNumber);
      if (!p) continue;
      letters.push(
        await services.mail.send(
          drawWinnerLetter(config, { to: p.email, contactName: p.contactName, candidate: p.candidate, registrationNumber: w.registrationNumber, prize: PRIZE_LABEL[w.prize] ?? w.prize, seed: row.seed }),
          trx,
        ),
      );
    }
    await trx.updateTable('reward_draw').set({ published_at: now, news_uid: newsUid }).where('uid', '=', row.uid).execute();
    await recordAudit(trx, { actor, action: 'draw.publish', subject: { kind: 'reward_draw', uid: row.uid }, detail: { edition, newsUid, letters: letters.length } });
    return { data: { newsUid, publishedAt: now.toISOString(), lettersQueued: letters.length, alreadyPublished: false }, letters };
  });
  // Delivered after the commit (the queue retries what fails).
  for (const id of result.letters) services.mail.deliverSoon(id);
  return result.data;
}

async function peopleOf(db: Database, numbers: string[]) {
  const out = new Map<string, { publicName: string; candidate: string; email: string; contactName: string }>();
  if (numbers.length === 0) return out;
  const rows = await db
    .selectFrom('registration')
    .select(['registration_number', 'entity_type', 'ind_name', 'organization_name', 'contact_email', 'contact_name'])
    .where('registration_number', 'in', numbers)
    .execute();
  for (const r of rows) out.set(r.registration_number, { publicName: publicName(r), candidate: candidateNameOf(r), email: r.contact_email, contactName: r.contact_name });
  return out;
}
