// The words retention leaves behind in place of what it removed.

/** What a removed detail reads (the registration's contact columns, a receipt's copy of them, an erased
 * name): the columns are NOT NULL and a receipt rendered later shows this, so a reader sees it was removed on
 * purpose — by the retention period or at the registrant's request (erase.ts), the same words for both. */
export const REMOVED_MARKER = '（個人資料已刪除）';

/** An erase asked for an entry that is not withdrawn. */
export const ERASE_REFUSED_UNLESS_WITHDRAWN = '只有已撤回的報名可以刪除個人資料；其他報名的資料依保存期限處理';
