// Sentences that state a limit, built from the limits themselves (programme-limits.ts), never typed
// out: change a schema and every sentence follows.
import { extensionOf } from './file-extension';
import type { UploadLimit } from './programme-limits';

/** "5MB", "10MB", "1.5MB". */
export function megabytes(bytes: number): string {
  const mb = bytes / 1048576;
  return `${Number.isInteger(mb) ? mb : Number(mb.toFixed(1))}MB`;
}

/** "PNG、JPG、JPEG" */
export function typesList(rule: Pick<UploadLimit, 'types'>): string {
  return rule.types.map((t) => t.toUpperCase()).join('、');
}

/** The refusal of a file over the size limit. */
export function sizeMessage(rule: Pick<UploadLimit, 'maxBytes'>): string {
  return `檔案大小不得超過 ${megabytes(rule.maxBytes)}`;
}

/** The refusal of a file of another type. */
export function typeMessage(rule: Pick<UploadLimit, 'types'>): string {
  return `僅支援 ${typesList(rule)} 格式`;
}

/** The refusal of a file before any byte is sent (its extension, then its size), or null. */
export function checkFileWith(rule: UploadLimit, file: { name: string; size: number }): string | null {
  if (!rule.types.includes(extensionOf(file.name))) return typeMessage(rule);
  if (file.size > rule.maxBytes) return sizeMessage(rule);
  return null;
}

/** "PNG、JPG、JPEG，5MB 以內" */
export function fileRuleText(rule: UploadLimit): string {
  return `${typesList(rule)}，${megabytes(rule.maxBytes)} 以內`;
}

/** "112 至 114 年" (or "112–114 年" with `sep` '–'). */
export function yearSpan(years: readonly number[], sep = ' 至 '): string {
  return `${Math.min(...years)}${sep}${Math.max(...years)} 年`;
}
