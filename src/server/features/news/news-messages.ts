// The back office's news answers (zh-TW). Server-only: kept out of every public bundle.
export const newsMessages = {
  notFound: '查無此則消息',
  stale: '此則消息已由其他人更新，您的修改尚未儲存。請複製您的修改，重新載入後再儲存。',
  deleted: '此則消息已刪除，請先由管理員還原',
  notDeleted: '此則消息未被刪除，無需還原',
  noPending: '此則消息沒有未發布的修改',
  // Issue 30, item 3: what an item's page may call is the item's files and the site's pages, never the back
  // office's API (every reader's browser would call it, a signed-in admin's with the admin's rights).
  internalAddress: (addresses: readonly string[]) =>
    `內文中的連結或圖片位址不能使用：${addresses.map((a) => `「${a}」`).join('、')}。消息只能連到本站頁面、外部網站，或插入上傳到這則消息的檔案；請刪除或改正後再儲存。`,
  emptyBody: '內文經安全過濾後沒有任何內容，請輸入文字或插入圖片',
  unknownCategory: '請選擇類別',
  deletedForAdmins: '只有管理員可以檢視已刪除的消息',
  noFile: '請選擇檔案',
  emptyFile: '檔案是空的',
  unreadableImage: '無法讀取此圖片，請改用其他圖片',
  fileNotFound: '檔案不存在',
} as const;
