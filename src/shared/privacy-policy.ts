// The privacy notice (個人資料保護法 §8) and the 隱私權及安全政策 page (issue 32): the one home of their
// words, for the page, the short notice beside the registration form's commitments and the confirmation
// letter. The authority adjusts the texts here; who they are and how to reach them come from the settings
// ({host}, {institute}, {site}, {programme}, {mailbox}, {phone}, {hours}, {retentionMonths}: fillPolicyText).
// Say only what the site really does: the cookies are the ones the server sets (tests/server/privacy-
// cookies.test.ts holds them to it), the security measures are docs/personal-data.md's.
// The addresses, titles, the notice at collection and fillPolicyText live in policy-pages.ts (re-exported here).
export { COLLECTION_NOTICE, fillPolicyText, OPEN_DATA_PATH, PRIVACY_PATH, PRIVACY_TITLE, type PolicyValues } from './policy-pages';




export interface PolicySection {
  /** The heading's anchor (/pages/privacy#rights). */
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  /** Shown after the items. */
  after?: readonly string[];
}

export const PRIVACY_INTRO =
  '「{site}」網站（以下簡稱本網站）由{host}主辦、{institute}執行。為保障您的隱私權，依個人資料保護法（以下簡稱個資法）第 8 條，說明本網站蒐集、處理、利用及保護您個人資料的方式，請您詳閱。';

export const PRIVACY_SECTIONS: readonly PolicySection[] = [
  {
    id: 'collector',
    heading: '一、蒐集者',
    items: [
      '蒐集機關：{host}（主辦單位）。',
      '受託執行單位：{institute}，受主辦單位委託辦理報名、審查、評選及聯繫作業，並受主辦單位監督。',
    ],
  },
  {
    id: 'purpose',
    heading: '二、蒐集目的',
    paragraphs: [
      '辦理{programme}之報名、資格審查、評選、獲獎通知、頒獎及成果宣傳推廣；辦理推薦抽獎及獎品寄送；就報名相關事項與您聯繫（報名確認信、上傳截止提醒、補件通知）。',
    ],
  },
  {
    id: 'kinds',
    heading: '三、個人資料類別',
    items: [
      '識別類：報名聯絡人及候選人之姓名、電話、傳真、電子郵件及通訊地址。',
      '政府資料中之識別類：個人組候選人之身分證統一編號。',
      '個人描述：出生年月日及候選人照片。',
      '工作經歷及社會活動：服務單位、職級、職稱、現職及從業年資、受處分情形、優良事蹟及其佐證文件、推薦書、工作場所照片、年資證明及自我介紹影片。',
      '網站使用紀錄：為維護系統安全，記錄連線來源 IP 位址及時間（用於限制異常頻繁的嘗試及工作人員操作紀錄）。',
    ],
  },
  {
    id: 'use',
    heading: '四、利用之期間、地區、對象及方式',
    items: [
      '期間：自蒐集之日起至本屆評選、頒獎及成果推廣作業完成。未獲獎者之身分證統一編號、出生年月日、聯絡資料及上傳檔案，於該屆得獎名單公布 {retentionMonths} 個月後刪除；其餘依主辦單位檔案保存規定之年限保存。特定目的消失或期限屆滿時，依個資法第 11 條刪除、停止處理或利用；已撤回報名者得請求提前刪除。經公布之得獎名單及英雄榜資料（單位、姓名、職稱及事蹟）為成果推廣目的持續公開。',
      '地區：中華民國境內。',
      '對象：主辦單位、執行單位及受邀之評審委員（評審委員僅能閱覽分派其審查之案件）；得獎名單及英雄榜對外公開。',
      '方式：以自動化機器或其他非自動化方式，於前述目的範圍內處理及利用。',
    ],
  },
  {
    id: 'rights',
    heading: '五、您的權利及行使方式',
    paragraphs: ['依個資法第 3 條，您可就您的個人資料行使下列權利：'],
    items: ['查詢或請求閱覽。', '請求製給複製本。', '請求補充或更正。', '請求停止蒐集、處理或利用。', '請求刪除。'],
    after: [
      '請以電子郵件 {mailbox} 或電話 {phone}（{hours}）與我們聯繫，並提供報名編號及足以確認您身分的資料。我們依個資法第 13 條於收到請求後 15 日內（查詢、閱覽、製給複製本）或 30 日內（補充、更正、停止、刪除）處理，必要時得延長並以書面告知原因。',
      '上傳期限內，您也可以登入上傳專區自行修改報名資料。',
    ],
  },
  {
    id: 'not-given',
    heading: '六、不提供個人資料之影響',
    paragraphs: [
      '您可自由選擇是否提供個人資料。但報名表中標示為必填之欄位若未提供，將無法完成報名及審查；選填欄位未填寫，不影響您的權益。請求停止利用或刪除報名資料，可能使您的報名無法繼續審查。',
    ],
  },
];

/** A cookie the server sets, or a value the pages keep in the browser. */
export interface StoredItem {
  name: string;
  purpose: string;
  lifetime: string;
}

export const COOKIES_SECTION = {
  id: 'cookies',
  heading: '七、Cookie 及瀏覽器儲存',
  intro:
    '本網站只使用維持網站功能所必需的 Cookie，不使用廣告或追蹤分析的 Cookie，也不與第三方分享。下列 Cookie 皆設定為 HttpOnly 及 SameSite=Strict：網頁程式無法讀取，也只隨本網站的請求傳送。',
  cookiesCaption: '本網站設定的 Cookie',
  storageCaption: '網頁保存在您瀏覽器中的資料',
  columns: { name: '名稱', purpose: '用途', lifetime: '保存期間' },
  disabled: '若您的瀏覽器停用 Cookie，將無法登入上傳專區，其他頁面仍可正常瀏覽。',
} as const;

export const COOKIES: readonly StoredItem[] = [
  { name: 'ta_access', purpose: '登入上傳專區後的短效登入憑證。', lifetime: '數分鐘（預設 15 分鐘），期滿自動更新' },
  { name: 'ta_refresh', purpose: '延續登入狀態，讓您不必反覆登入。', lifetime: '登出或期滿（預設 7 日）即失效' },
  { name: 'ta_staff', purpose: '工作人員登入管理後台（僅傳送至後台路徑）。', lifetime: '閒置 30 分鐘或登入 12 小時後失效（預設）' },
];

export const BROWSER_STORAGE: readonly StoredItem[] = [
  { name: 'isLoggedIn、userInfo、loginTime', purpose: '顯示登入狀態（報名編號及名稱），並讓其他分頁同步登入或登出。', lifetime: '登出時清除' },
  { name: 'registration-draft', purpose: '尚未送出的報名表內容（不含身分證統一編號），避免重新整理時遺失。', lifetime: '送出報名或關閉分頁時清除' },
  { name: 'heroesEntityType', purpose: '英雄榜上次選擇的團體組或個人組。', lifetime: '保留至您清除瀏覽器資料' },
];

export const SECURITY_SECTION: PolicySection = {
  id: 'security',
  heading: '八、資訊安全措施',
  items: [
    '全站以 HTTPS（TLS）加密傳輸。',
    '身分證統一編號以 AES-256-GCM 加密後儲存，金鑰與資料庫分開保管；信件及收據不載明身分證統一編號，編輯人員只看得到遮蔽後的號碼。',
    '上傳登入碼只保存無法還原的雜湊值。',
    '上傳的照片會重新編碼，移除 GPS 定位等拍攝資訊。',
    '管理後台依角色授權（管理者、審查人員、編輯人員、評審委員），工作人員登入須通過第二道驗證（驗證器或通行金鑰）；評審委員只能閱覽分派其審查的案件。',
    '工作人員的登入、檔案下載、資料匯出及審查狀態變更，均記入無法修改的操作紀錄。',
    '登入及報名設有安全檢查及嘗試次數限制，防範自動化攻擊。',
  ],
};

export const REVISION_SECTION: PolicySection = {
  id: 'revision',
  heading: '九、政策之修訂',
  paragraphs: ['本政策得因法令或作業需要修訂，修訂後公布於本網站。'],
};

