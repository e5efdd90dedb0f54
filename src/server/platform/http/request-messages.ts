// zh-TW answers only the server gives (about the request itself, or texts no form can produce): kept out of
// src/shared/messages.ts because the browser never shows them and the register route, which bundles
// that module, has no bytes to spare (README.md "Performance"). The catalogue of SPEC.md section 8
// stays in src/shared/messages.ts.
export const requestMessages = {
  /** A request body that is not valid JSON (the 400 envelope's data.errors names it). */
  invalidJson: '請求內容不是有效的 JSON 格式',
  /** A JSON body nested deeper than any request needs (src/server/platform/http/json-depth.ts). */
  jsonTooDeep: (max: number) => `請求內容的巢狀層數過多（最多 ${max} 層）`,
  /** A request that must carry a body and has none. */
  emptyBody: '缺少請求內容',
  /** A state-changing request from another site (Origin header): 403. */
  crossSiteRefused: '拒絕跨站請求',
  /** A download or export that a page embedded (an image, a script...) instead of opening it (x-fetch-dest): 403. */
  embeddedDownloadRefused: '此檔案只能從後台的按鈕或連結開啟，不能嵌入在網頁中',
  /** A text field or parameter holding a NUL character or half a surrogate pair (no database can store it). */
  invalidCharacter: '內容含有無法儲存的控制字元，請重新輸入',
  /** A merit description whose base64 or UTF-8 is malformed (the form always sends it well formed). */
  descriptionEncoding: '事蹟說明編碼不正確，請重新輸入',
  /** An upload request that is not multipart/form-data (its file field says noFile). */
  notMultipart: '請以 multipart/form-data 上傳檔案',
  /** An upload request without a file part. */
  noFile: '請選擇檔案',
  /** An upload whose file part comes before its purpose field, or names no known purpose. */
  purposeFirst: '請指定檔案用途（purpose 欄位須在 file 之前）',
  /** An uploaded file of zero bytes. */
  emptyFile: '檔案是空的',
  /** An uploaded image that the image cleaner cannot decode (src/server/features/resources/image-clean.ts). */
  imageUnreadable: '無法讀取此圖片，請改用其他照片',
  /** A body over Fastify's limit (413), answered by the app's error handler. */
  bodyTooLarge: '上傳內容過大',
  /** An upload whose request body ended before the file did. */
  uploadIncomplete: '上傳中斷，檔案不完整，請重新上傳',
  /** The server could not write an upload (disk full or files directory not writable): 507. */
  storageFailed: '檔案儲存失敗，請稍後再試',
  /** Too many uploads already waiting for their turn (429; src/server/platform/load/work-queue.ts). */
  uploadsBusy: '目前上傳的人數過多，檔案未儲存，請稍候一分鐘再上傳',
  /** Registration create past its per-address or per-e-mail limit (429; the form shows the server's message). */
  registrationTooMany: '短時間內從同一網路或以同一電子信箱送出的報名過多，請一小時後再試',
} as const;
