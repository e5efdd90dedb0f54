// Demo news (DESIGN.md section 4): fictional content, flagged is_demo and saying so in its text.
// Every date an item states, and when it is published, follows the configured programme dates
// (REGISTRATION_OPENS_AT, REGISTRATION_CLOSES_AT, UPLOAD_CLOSES_AT), so the news never contradicts
// the home page: "registration closed" appears only once it has. With the 3rd edition's real dates
// (README.md) the items read as SPEC.md section 1 has them. Names, places of the briefing sessions
// and the winner lists are invented. Limits (years, photo counts) come from schemas/.
import { PROGRAMME_LIMITS } from '../../../../../shared/generated/programme-limits';
import { EMPLOYMENT_PROOF_WHO, ENTITY_TYPE_LABELS } from '../../../../../shared/labels';
import { yearSpan } from '../../../../../shared/limit-texts';
import { rewardDrawAt } from '../../../../../shared/reward-draw';
import { rocDate, rocDateTimeWeekday, taipeiIso, taipeiParts, taipeiDayAt } from '../../../../../shared/taipei-time';
import type { NewsCategorySeed, NewsSeed } from './types';

/** The programme dates the demo news follows (ISO date-times, from the settings). */
export interface NewsDates {
  registrationOpensAt: string;
  registrationClosesAt: string;
  uploadClosesAt: string;
}

export const newsCategories: NewsCategorySeed[] = [
  { slug: 'announcement', name: '重要公告' },
  { slug: 'event', name: '活動訊息' },
  { slug: 'recommendation', name: '推薦抽獎' },
];

const DEMO_NOTE = '<p><strong>【示範內容】</strong>本則消息為網站示範資料，人名、地點與名單均為虛構，僅供展示版面之用。</p>';

/** `count` distinct masked demo names such as 王○明, from fixed lists so the seed is stable. */
function maskedNames(count: number, offset: number): string {
  const surnames = '王李張劉陳楊黃趙吳周徐孫馬朱胡郭何林高羅';
  const given = '明華芳安宏雅婷志偉玲';
  return Array.from({ length: count }, (_, i) => {
    const k = i + offset;
    return `${surnames[k % surnames.length]}○${given[(3 * k + Math.floor(k / surnames.length)) % given.length]}`;
  }).join('、');
}

const list = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

const HOUR_MS = 60 * 60 * 1000;

/** "114 年 9 月 12 日（星期五）下午 2 時" */
const afternoonSession = (at: number) => `${rocDate(at)}（星期${taipeiParts(at).weekday}）下午 2 時`;
/** "10 月 9 日" */
const monthDay = (at: string | number) => `${taipeiParts(at).month} 月 ${taipeiParts(at).day} 日`;

export function demoNews(dates: NewsDates): NewsSeed[] {
  const { registrationOpensAt: opens, registrationClosesAt: closes, uploadClosesAt: uploadCloses } = dates;
  const openAt = Date.parse(opens);
  // Published no earlier than registration opens (a short demo window squeezes the items together).
  const publish = (at: number) => taipeiIso(Math.max(at, openAt));
  /** A Taipei time on the day `days` after `at`, as epoch ms. */
  const dayAt = (at: string, days: number, hhmm: string) => taipeiDayAt(at, days, hhmm).getTime();
  const sessions = [dayAt(closes, -27, '14:00'), dayAt(closes, -23, '14:00'), dayAt(closes, -20, '14:00')];
  const draw = rewardDrawAt(uploadCloses);
  const limits = PROGRAMME_LIMITS;
  return [
    {
      uid: '6a0f3a52-8c1e-4d7b-9f2a-000000000001',
      categorySlug: 'announcement',
      title: '第三屆觀光金質獎即日起開放線上報名',
      startsAt: publish(openAt),
      content: [
        DEMO_NOTE,
        `<p>第三屆觀光金質獎自 ${rocDateTimeWeekday(opens)} 起開放線上報名，至 ${rocDateTimeWeekday(closes)} 止，報名免費。</p>`,
        '<p>本獎項採推薦制，可自我推薦（須檢附推薦書）或由他人推薦，歡迎觀光產業團體及從業人員踴躍參加。報名方式：</p>',
        list([
          '於本網站填寫團體組或個人組報名表，送出後取得報名編號與上傳登入碼，並收到確認信。',
          '以報名編號與上傳登入碼登入，上傳優良事蹟、活動照片、工作場所照片及推薦書等資料。',
          '確認資料無誤後送出，送出後即無法再修改。',
        ]),
        '<p>詳細規定請參閱<a href="/pages/activity/info">活動簡章</a>，或直接前往<a href="/pages/register">立即報名</a>。</p>',
      ].join(''),
    },
    {
      uid: '6a0f3a52-8c1e-4d7b-9f2a-000000000002',
      categorySlug: 'event',
      title: '報名說明會場次公告（北、中、南三場）',
      startsAt: publish(dayAt(closes, -36, '09:00')),
      content: [
        DEMO_NOTE,
        '<p>為協助有意參加的團體與個人了解報名流程與應備資料，主辦單位將舉辦三場報名說明會，免費入場，座位有限。</p>',
        list([
          `北部場：${afternoonSession(sessions[0]!)}，臺北市示範會議中心 201 室`,
          `中部場：${afternoonSession(sessions[1]!)}，臺中市示範文化會館演講廳`,
          `南部場：${afternoonSession(sessions[2]!)}，高雄市示範展覽館第二會議室`,
        ]),
        '<p>說明會內容包含報名資格、推薦方式、優良事蹟撰寫要領及照片規格。無法到場者，可觀看<a href="/pages/register/signupGuide">報名教學影片</a>。</p>',
      ].join(''),
    },
    {
      uid: '6a0f3a52-8c1e-4d7b-9f2a-000000000003',
      categorySlug: 'recommendation',
      title: '推薦有禮：成功推薦即可參加抽獎，前 20 名再送早鳥禮',
      startsAt: publish(dayAt(closes, -29, '10:00')),
      content: [
        DEMO_NOTE,
        '<p>推薦身邊優秀的觀光夥伴參加第三屆觀光金質獎，被推薦人完成報名後，推薦人即獲得一次抽獎機會，推薦越多、機會越多。</p>',
        list([
          '獎項：新臺幣 2,000 元禮券 10 名，價值新臺幣 10,000 元以上好禮 1 名。',
          '早鳥禮：最先完成推薦的前 20 名推薦人，另贈早鳥禮一份。',
          `抽獎時間：${rocDate(draw)}（星期${taipeiParts(draw).weekday}）上午 10 時，由律師見證公開抽出。`,
        ]),
        '<p>得獎名單將公告於本網站最新消息，並以電子郵件通知得獎者。活動說明請見<a href="/pages/recommend">推薦專區</a>。</p>',
      ].join(''),
    },
    {
      uid: '6a0f3a52-8c1e-4d7b-9f2a-000000000004',
      categorySlug: 'announcement',
      title: `報名將於 ${monthDay(closes)}截止，資料上傳至 ${monthDay(uploadCloses)}`,
      startsAt: publish(dayAt(closes, -8, '09:00')),
      content: [
        DEMO_NOTE,
        `<p>提醒您，第三屆觀光金質獎線上報名將於 ${rocDateTimeWeekday(closes)} 截止；已完成報名者，請於 ${rocDateTimeWeekday(uploadCloses)} 前完成資料上傳並確認送出。</p>`,
        '<p>上傳前請備妥下列資料：</p>',
        list([
          `${yearSpan(limits.years)}優良事蹟及佐證資料`,
          `活動照片（必填，至少 1 張、最多 ${limits.tourismPhotosMax} 張）`,
          `工作場所照片 ${limits.workplacePhotos} 張（${limits.workplaceAdvice.maxAgeMonths} 個月內拍攝，${limits.workplaceAdvice.minDpi} dpi）`,
          '推薦書掃描檔（須蓋公司章或個人簽名）',
          `年資證明：僅${EMPLOYMENT_PROOF_WHO}須上傳，${ENTITY_TYPE_LABELS.group}免附`,
        ]),
        '<p>登入上傳請至<a href="/pages/register/upload">上傳資料</a>；常見疑問請參考<a href="/pages/activity/faq">常見問題</a>。</p>',
      ].join(''),
    },
    {
      uid: '6a0f3a52-8c1e-4d7b-9f2a-000000000005',
      categorySlug: 'announcement',
      title: '報名已截止，感謝各界踴躍參與',
      startsAt: publish(dayAt(closes, 1, '09:00')),
      content: [
        DEMO_NOTE,
        `<p>第三屆觀光金質獎報名已於 ${rocDate(closes)}截止，感謝各界踴躍參與。</p>`,
        '<p>已報名者請留意：</p>',
        list([
          `資料上傳截止時間為 ${rocDateTimeWeekday(uploadCloses)}，逾期恕不受理。`,
          '資料確認送出後即鎖定，無法再修改，請於送出前仔細檢查。',
          '忘記上傳登入碼者，可於登入頁使用「忘記登入碼？重新寄送」功能。',
        ]),
        '<p>前往<a href="/pages/register/upload">上傳資料</a>。</p>',
      ].join(''),
    },
    {
      uid: '6a0f3a52-8c1e-4d7b-9f2a-000000000006',
      categorySlug: 'recommendation',
      title: '推薦抽獎結果暨早鳥禮名單公告',
      startsAt: publish(draw + 5 * HOUR_MS),
      content: [
        DEMO_NOTE,
        `<p>第三屆觀光金質獎推薦抽獎已於 ${rocDate(draw)}（星期${taipeiParts(draw).weekday}）上午 10 時，在受託辦理單位南部院區由律師見證公開抽出，結果如下（姓名部分遮蔽）。得獎者另以電子郵件通知領獎方式。</p>`,
        list([
          `價值新臺幣 10,000 元以上好禮（1 名）：${maskedNames(1, 0)}`,
          `新臺幣 2,000 元禮券（10 名）：${maskedNames(10, 1)}`,
          `早鳥禮（最先完成推薦的前 20 名）：${maskedNames(20, 11)}`,
        ]),
        '<p>如有疑問，請來信或來電洽詢，聯絡方式詳見頁尾；活動說明請見<a href="/pages/recommend">推薦專區</a>。</p>',
      ].join(''),
    },
    {
      uid: '6a0f3a52-8c1e-4d7b-9f2a-000000000007',
      categorySlug: 'event',
      title: '資料上傳截止，評選作業正式展開',
      startsAt: publish(dayAt(uploadCloses, 1, '10:00')),
      content: [
        DEMO_NOTE,
        `<p>第三屆觀光金質獎資料上傳已於 ${rocDate(uploadCloses)}截止，評選作業分為兩階段進行：</p>`,
        list([
          '第一階段：書面審查，依優良事蹟與佐證資料評分。',
          '第二階段：決審，由評審委員會綜合評定，預計選出約 50 名得獎者，實際名額得由決審會議調整。',
        ]),
        '<p>得獎者可獲獎座、獎章及獎金新臺幣 5 萬元。結果揭曉後將公布於本網站，歷屆得獎者可參考<a href="/pages/awards/second">第二屆得獎名單</a>。</p>',
      ].join(''),
    },
    {
      uid: '6a0f3a52-8c1e-4d7b-9f2a-000000000008',
      categorySlug: 'event',
      title: '宣傳影片與報名懶人包上線',
      startsAt: publish(openAt + HOUR_MS / 2),
      content: [
        DEMO_NOTE,
        '<p>第三屆觀光金質獎宣傳影片與報名懶人包已上線，幾分鐘就能看懂報名資格與流程。</p>',
        list([
          '<a href="/pages/activity/video">宣傳影片</a>',
          '<a href="/pages/activity/kit">懶人包</a>',
          '<a href="/pages/register/guide">報名指引</a>',
        ]),
        '<p>歡迎分享給身邊熱心服務的觀光夥伴。</p>',
      ].join(''),
    },
  ];
}
