// The 政府網站資料開放宣告 page (issue 32): the one home of its words, and the open data's addresses (the
// contract's paths, openapi/openapi.yaml: open-data). The authority adjusts the texts here; its name and
// mailbox come from the settings ({host}, {site}, {mailbox}: fillPolicyText in ./privacy-policy).
import type { paths } from './generated/api';
import type { PolicySection } from './privacy-policy';

export { OPEN_DATA_TITLE } from './policy-pages';

export const OPEN_DATA_LICENSE = {
  name: '政府資料開放授權條款－第 1 版',
  url: 'https://data.gov.tw/license',
  /** The link's words (it opens in a new window, and says so). */
  linkText: '政府資料開放授權條款－第 1 版（另開新視窗）',
} as const;

export const OPEN_DATA_INTRO =
  '為便利各界利用政府資料，本網站所提供的開放資料，除另有標示外，由{host}依「政府資料開放授權條款－第 1 版」提供公眾使用。';

export const OPEN_DATA_SECTIONS: readonly PolicySection[] = [
  {
    id: 'terms',
    heading: '一、可利用的範圍及條件',
    items: [
      '您可以不限目的、時間及地域，非專屬、不可撤回、免授權金地重製、改作、編輯、公開傳輸或以其他方式利用開放資料，包括商業利用。',
      '利用時請以顯著方式標示資料來源，例如：「資料來源：{host}，{site}得獎名單」。',
      '授權條款的全文請見國家發展委員會政府資料開放平臺。',
    ],
  },
  {
    id: 'not-covered',
    heading: '二、不在開放範圍的內容',
    items: [
      '本網站其他內容（文字、圖片、照片、影片、簡章及懶人包等）的著作權屬{host}或原著作權人所有；除合理使用外，重製或利用前請先取得同意。',
      '英雄榜的照片不在開放資料之內。',
    ],
  },
  {
    id: 'personal-data',
    heading: '三、個人資料',
    paragraphs: [
      '開放資料只包含已在本網站公開的得獎者單位、姓名、職稱、獲獎項目及英雄榜簡介。利用時請遵守個人資料保護法，不得用於侵害他人權益的目的，或與其他資料比對以識別或追蹤個人。',
    ],
  },
  {
    id: 'disclaimer',
    heading: '四、資料的正確性',
    paragraphs: ['我們盡力維持資料正確及即時，但不擔保其完整無誤；資料內容以本網站公告者為準。對開放資料有任何問題，請寫信至 {mailbox}。'],
  },
];

export const DATASETS_TEXT = {
  heading: '五、開放資料集',
  intro:
    '每一屆的得獎名單及英雄榜公布後，提供下列固定網址的資料集，不需登入。CSV 為 UTF-8 編碼（含 BOM，Excel 可直接開啟），第一列為欄位名稱；JSON 內容與 CSV 相同。',
  none: '目前尚無公布的得獎名單或英雄榜。',
  winners: '得獎名單',
  heroes: '英雄榜',
  csv: 'CSV',
  json: 'JSON',
} as const;

export type OpenDataSet = 'winners' | 'heroes';
export type OpenDataFormat = 'csv' | 'json';

const PATHS = {
  'winners.csv': '/api/open-data/v1/editions/{edition}/winners.csv',
  'winners.json': '/api/open-data/v1/editions/{edition}/winners.json',
  'heroes.csv': '/api/open-data/v1/editions/{edition}/heroes.csv',
  'heroes.json': '/api/open-data/v1/editions/{edition}/heroes.json',
} as const satisfies Record<`${OpenDataSet}.${OpenDataFormat}`, keyof paths>;

/** The stable address of one edition's data set. */
export const openDataPath = (edition: number, set: OpenDataSet, format: OpenDataFormat) =>
  PATHS[`${set}.${format}`].replace('{edition}', String(edition));
