// A file whose bytes retention deleted (src/server/features/retention/): its row stays (the receipt's list,
// the counts) and its storage_key is the old key behind this prefix, so a download can say the file was
// removed rather than lost, and a retention run interrupted between its commit and the deletion finds the
// bytes to delete again. The key stays unique (the column is), and no FileStore path matches it.
const PREFIX = 'removed:';

export const removedKey = (key: string) => `${PREFIX}${key}`;
export const isRemovedKey = (key: string) => key.startsWith(PREFIX);
/** The key the bytes had before retention marked the row. */
export const keyBeforeRemoval = (key: string) => key.slice(PREFIX.length);
/** SQL LIKE pattern of the marked keys (the prefix has no `%` or `_`). */
export const REMOVED_KEY_PATTERN = `${PREFIX}%`;
