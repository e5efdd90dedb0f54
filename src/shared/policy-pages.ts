// The policy pages as the rest of the site names them (issue 32): their addresses and titles (the route
// table, the footer, the site map, the letter), the notice at collection beside the registration form's
// commitments, and how the settings fill the texts. Kept apart from the pages' full texts
// (privacy-policy.ts, open-data-terms.ts) so that every page's bundle carries only these few lines.

/** The pages' addresses (the route table, the footer, the site map and the letter use these). */
export const PRIVACY_PATH = '/pages/privacy';
export const OPEN_DATA_PATH = '/pages/opendata';

export const PRIVACY_TITLE = '隱私權及安全政策';

export const OPEN_DATA_TITLE = '政府網站資料開放宣告';

export interface PolicyValues {
  host: string;
  institute: string;
  site: string;
  programme: string;
  mailbox: string;
  /** With its extensions (phoneWithExtensions). */
  phone: string;
  hours: string;
  /** RETENTION_MONTHS: how long after the winner list is published non-winners' data are removed. */
  retentionMonths: string;
}

/** Puts the settings into a text: "{host}" becomes the host authority's name, and so on. */
export function fillPolicyText(text: string, values: PolicyValues): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? values[key as keyof PolicyValues] : whole));
}

/** The notice at collection: beside the registration form's commitments, with a link to the page. */
export const COLLECTION_NOTICE = {
  title: '個人資料蒐集告知',
  text:
    '{host}（委託{institute}執行）為辦理本獎項之報名、審查、評選、通知及成果宣傳，蒐集您填寫的識別資料、身分證統一編號、出生年月日、工作經歷及上傳的文件與照片，於前述目的及期間內，在中華民國境內由主辦單位、執行單位及評審委員利用；得獎名單將公開。您可依個資法第 3 條請求查詢、閱覽、製給複製本、補充更正、停止利用或刪除（{mailbox}）。必填欄位未提供，將無法完成報名。',
  /** The form's link opens a new window (the form keeps what was typed), and says so. */
  linkLabel: '詳閱隱私權及安全政策（另開新視窗）',
  /** The confirmation letter's line before the page's address. */
  letterLine: '我們如何蒐集、利用及保護您的個人資料，以及您可以行使的權利，請見隱私權及安全政策：',
} as const;
