// Job levels per individual category (SPEC.md section 3: name, slug, description). The individual
// form offers them as "job level category"; /pages/abouttype explains each with its description.
// SPEC.md does not list them: this is our classification, written from the audience of section 1
// (owners, directors, supervisors, board members and staff; homestay operators, guides, leaders).
import type { JobLevelSeed } from './types';

type Level = [slug: string, name: string, description: string];

const OWNER: Level = ['owner', '負責人／董事／監察人', '公司登記之負責人、董事長、董事、監察人，或獨資、合夥事業之負責人。'];
const SENIOR: Level = ['senior-manager', '高階主管', '總經理、副總經理、執行長、協理、總監等綜理單位營運之主管。'];
const MIDDLE: Level = ['middle-manager', '中階主管', '經理、副理、襄理、主任、店長等督導部門業務之主管。'];
const FIRST_LINE: Level = ['supervisor', '基層主管', '領班、組長、值班主管、副店長等帶領第一線人員之主管。'];
const STAFF: Level = ['staff', '基層從業人員', '櫃檯、房務、餐飲、業務、票務、導覽、行政及其他第一線服務人員。'];

const TRAVEL: Level[] = [
  OWNER,
  SENIOR,
  MIDDLE,
  ['travel-consultant', '旅遊業務人員', '線控、OP、旅遊諮詢、票務及團體或個人旅遊業務人員。'],
  ['travel-staff', '行政及其他從業人員', '會計、人事、資訊、行銷企劃等支援旅遊業務之人員。'],
];

const byCategory: Record<string, Level[]> = {
  'org-ind_tourism-industry-staff': [
    ['chairperson', '理事長／常務理事', '公協會之理事長、副理事長、常務理事。'],
    ['board-member', '理監事', '公協會之理事、監事、常務監事。'],
    ['secretary-general', '秘書長／總幹事', '公協會之秘書長、副秘書長、總幹事，綜理會務。'],
    ['association-staff', '專職會務人員', '公協會之組長、專員、幹事及其他專職人員。'],
  ],
  'org-ind_hotel-industry-staff': [OWNER, SENIOR, MIDDLE, FIRST_LINE, STAFF],
  'org-ind_homestay-operator': [
    ['homestay-owner', '民宿經營者', '民宿登記證所載之經營者。'],
    ['homestay-manager', '民宿管理人', '受經營者委託，實際負責民宿日常營運之人員。'],
    ['homestay-staff', '民宿從業人員', '民宿之接待、房務、餐點及導覽解說人員。'],
  ],
  'org-ind_travel-industry-comprehensive': TRAVEL,
  'org-ind_travel-industry-class-a': TRAVEL,
  'org-ind_travel-industry-class-b': TRAVEL,
  'org-ind_tourism-recreation-staff': [OWNER, SENIOR, MIDDLE, FIRST_LINE, ['recreation-staff', '基層從業人員', '遊樂設施操作、安全維護、遊客服務、售票及表演等第一線人員。']],
  'org-ind_enthusiastic-tourism-staff': [
    ['volunteer', '觀光志工', '長期於旅遊服務中心、景點或活動擔任志工之人員。'],
    ['interpreter', '導覽解說人員', '於社區、文化或生態場域從事導覽解說之人員。'],
    ['promoter', '觀光推廣人士', '從事觀光行銷、文化推廣、媒體創作或其他熱心觀光之人士。'],
  ],
  'org-ind_tour-guide': [
    ['full-time-guide', '專任導遊', '受僱於旅行業，專任執行導遊業務之人員。'],
    ['contract-guide', '特約導遊', '臨時受僱於旅行業或受政府機關、團體委託執行導遊業務之人員。'],
  ],
  'org-ind_tour-leader': [
    ['full-time-leader', '專任領隊', '受僱於旅行業，專任執行領隊業務之人員。'],
    ['contract-leader', '特約領隊', '臨時受僱於旅行業執行領隊業務之人員。'],
  ],
};

export const jobLevels: JobLevelSeed[] = Object.entries(byCategory).flatMap(([categorySlug, levels]) =>
  levels.map(([slug, name, description], i) => ({ categorySlug, slug, name, description, orderIndex: i + 1 })),
);
