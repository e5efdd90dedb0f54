// The back office's answers about winners and heroes (zh-TW). Server-only, like staff-messages.ts.
export const awardMessages = {
  awardNotFound: '查無此獎項',
  winnerNotFound: '查無此得獎者',
  heroNotFound: '查無此英雄榜項目',
  registrationNotFound: '查無此報名資料',
  registrationNotAccepted: '只有決審獲獎的報名資料可以列為得獎者',
  currentEditionFromEntries: '本屆得獎名單須由決審獲獎的報名資料產生，請自獲獎名單中選取',
  onPublishedList: '此報名資料已列於已公開的得獎名單，請先將該得獎者自名單移除或隱藏名單，再復原獲獎決定',
  registrationOtherEdition: '這筆報名資料不屬於這一屆',
  /** A registration whose copied text breaks the winner schema: its field's title and the schema's own message. */
  registrationNeedsCorrection: (field: string, rule: string) => `報名資料的「${field}」${rule}，請先修正報名資料，再列為得獎者`,
  reorderMismatch: '排序清單與目前的項目不一致，請重新整理後再試',
  winnerOtherEdition: '這位得獎者不屬於這一屆',
  winnerHasHero: '這位得獎者已有英雄榜項目',
  coverMissing: '請選擇封面圖片',
  coverCropInvalid: '裁切範圍不正確',
  coverUnreadable: '無法讀取這張圖片，請改用 JPG 或 PNG 檔',
} as const;
