// LIKE patterns for "contains" searches (the vendor picker, the heroes board, the back office's keyword).
/** `%text%` with the wildcard characters of `text` (and the escape) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
