// The words retention leaves behind in place of what it removed.

/** What a removed contact detail reads (the registration's contact columns, a receipt's copy of them): the
 * columns are NOT NULL and a receipt rendered later shows this, so a reader sees it was removed on purpose. */
export const REMOVED_MARKER = '（已依保存期限刪除）';
