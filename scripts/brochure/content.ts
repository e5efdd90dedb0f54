// What the brochure says: the programme facts (src/web/pages/activity/programme-facts.ts, the same
// home the FAQ and quick guide read) arranged as brochure sections and as regulation articles.
// Dates and contact data come from the server's config, like the site's settings.
import type { Config } from '../../src/server/platform/config/config';
import {
  COMMITMENTS,
  contactLines,
  drawDateText,
  ELIGIBILITY,
  ENTRY,
  HOW_TO_REGISTER,
  JUDGING,
  MATERIALS,
  PRIZE,
  RECOMMENDATION_LETTER,
  REENTRY,
  registrationPeriod,
  REWARD,
  uploadDeadline,
  type ProgrammeSettings,
} from '../../src/web/pages/activity/programme-facts';

export interface Section {
  /** Short title: slide heading, PDF heading, thumbnail label. */
  title: string;
  bullets: string[];
}

export interface Brochure {
  siteTitle: string;
  subtitle: string;
  organisers: string[];
  sections: Section[];
}

function programmeSettings(config: Config): ProgrammeSettings {
  const p = config.programme;
  return {
    registrationOpensAt: p.registrationOpensAt,
    registrationClosesAt: p.registrationClosesAt,
    uploadClosesAt: p.uploadClosesAt,
    contactPhone: p.contactPhone,
    contactExtensions: p.contactExtensions,
    contactHours: p.contactHours,
    mailbox: p.mailbox,
  };
}

export function brochureContent(config: Config): Brochure {
  const s = programmeSettings(config);
  const p = config.programme;
  return {
    siteTitle: p.siteTitle,
    subtitle: '活動簡章',
    organisers: [`主辦單位：${p.hostAuthority}`, `執行單位：${p.institute}`],
    sections: [
      {
        title: '活動宗旨',
        bullets: [
          `${p.programmeName}表揚用心服務、為旅人創造感動的觀光團體與從業人員，樹立產業典範。`,
          ENTRY.byRecommendation,
          ENTRY.free,
        ],
      },
      { title: `參加資格：${ELIGIBILITY.groupsTitle}`, bullets: [...ELIGIBILITY.groups, ELIGIBILITY.groupsNote] },
      { title: `參加資格：${ELIGIBILITY.individualsTitle}`, bullets: [...ELIGIBILITY.individuals, ELIGIBILITY.individualsNote] },
      {
        title: '報名時間',
        bullets: [`線上報名：${registrationPeriod(s)}。`, `已報名者請於 ${uploadDeadline(s)}。`, '逾期恕不受理，送出後資料即鎖定。'],
      },
      { title: '報名步驟', bullets: [...HOW_TO_REGISTER] },
      { title: '獎勵與評選', bullets: [`每位得獎者可獲頒${PRIZE.short}。`, JUDGING.winners, ...JUDGING.stages] },
      { title: '再次參加與承諾事項', bullets: [REENTRY.text, COMMITMENTS.penaltyNote, ...COMMITMENTS.pledges] },
      { title: '應備資料', bullets: [...MATERIALS.items, `選填：${MATERIALS.optional.join('、')}。`] },
      {
        title: '推薦有禮',
        bullets: [
          REWARD.chance,
          `獎項：${REWARD.prizes.join('；')}。`,
          REWARD.earlyBird,
          `抽獎：${drawDateText(s)}於${REWARD.drawPlace}${REWARD.witness}`,
          REWARD.results,
        ],
      },
      { title: '聯絡我們', bullets: [...contactLines(s).map((c) => `${c.label}：${c.value}`), `執行單位：${p.institute}`] },
    ],
  };
}

export interface Article {
  heading: string;
  paragraphs: string[];
}

const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二', '十三'];

/** The regulation (實施要點): the same facts as numbered articles; article 9 is the penalty clause
 * the registration form refers to. */
export function regulationContent(config: Config): { title: string; articles: Article[] } {
  const s = programmeSettings(config);
  const p = config.programme;
  const bodies: [string, string[]][] = [
    ['目的', [`${p.hostAuthority}為表揚用心服務、為旅人創造感動的觀光團體與從業人員，提升觀光服務品質，特訂定本要點，辦理「${p.siteTitle}」（以下簡稱本獎）。`]],
    ['辦理單位', [`主辦單位為${p.hostAuthority}；執行單位為${p.institute}。`]],
    ['參加資格（團體組）', [`${ELIGIBILITY.groups.join('、')}。${ELIGIBILITY.groupsNote}`]],
    ['參加資格（個人組）', [`${ELIGIBILITY.individuals.join('、')}；${ELIGIBILITY.individualsNote}`]],
    ['報名方式及期間', [ENTRY.free, `報名期間為${registrationPeriod(s)}；已報名者應於${uploadDeadline(s)}，逾期不予受理。`]],
    ['推薦方式', [ENTRY.byRecommendation, `自我推薦者應上傳${RECOMMENDATION_LETTER}。`]],
    ['應備資料', MATERIALS.items.map((m, i) => `（${NUMERALS[i]}）${m}`)],
    ['評選方式及名額', [...JUDGING.stages, JUDGING.winners]],
    [
      '違規處分及承諾事項',
      [
        `參加者應據實填報${COMMITMENTS.penaltyYears}間是否曾受主管機關違規處分，並同意下列事項：`,
        ...COMMITMENTS.pledges.map((x, i) => `（${NUMERALS[i]}）${x}`),
      ],
    ],
    ['獎勵', [`得獎者每名頒發${PRIZE.items.join('、')}。`, REENTRY.text]],
    [
      '推薦抽獎',
      [REWARD.chance, `獎項：${REWARD.prizes.join('；')}。${REWARD.earlyBird}`, `抽獎於${drawDateText(s)}在${REWARD.drawPlace}舉行，${REWARD.witness}${REWARD.results}`],
    ],
    ['聯絡方式', contactLines(s).map((c) => `${c.label}：${c.value}`)],
    ['附則', ['本要點如有未盡事宜，主辦單位得隨時補充修正，並公告於本獎網站。']],
  ];
  return {
    title: `${p.siteTitle}實施要點`,
    articles: bodies.map(([title, paragraphs], i) => ({ heading: `第${NUMERALS[i]}條\u3000${title}`, paragraphs })),
  };
}
