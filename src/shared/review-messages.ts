// The review lifecycle's refusals in zh-TW, keyed by the machine's refusal (machines/review/review-actions.ts
// checks that every refusal has its text; src/server/features/registration/refusals.ts names which is
// which). Part of the message home (messages.ts), in a module of its own: the public routes, which carry
// messages.ts, never show these.

export const reviewMessages = {
  notFromStatus: '目前的報名狀態無法執行此操作',
  role: '您的角色無權執行此審查操作',
  reasonRequired: '請填寫理由',
  correctionRequired: '請填寫需要補正的內容',
  deadlineRequired: '請選擇補正期限',
  deadlineNotInFuture: '補正期限必須晚於現在',
  deadlineNotPassed: '補正期限尚未屆滿',
  nothingToUndo: '沒有可復原的審查決定',
  decisionRequired: '入圍與獲獎須由評審決議產生，請於評審管理頁套用決議',
} as const;

/** The review desk's refusals that are not the machine's: a decision made on a status changed meanwhile. */
export const reviewDeskMessages = {
  decidedMeanwhile: '這筆報名的狀態已被其他人員變更，您的決定沒有送出',
} as const;
