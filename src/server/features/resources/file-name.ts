// Uploaded file names: the one place that turns a multipart file name into the name we store and show.
// A path is dropped, control characters are removed, a name that is blank or carries invisible or bidi
// characters is refused (schemas/file-name.schema.json, the rule of the unit names), and a name too
// long is cut in its stem, between graphemes, so that it keeps its extension.
import type { FieldError } from '../../../shared/field-errors';
import { extensionSuffix } from '../../../shared/file-extension';
import type { RequestValidators } from '../../platform/contract/validation';

export const MAX_FILENAME_LENGTH = 200;
export const FILE_NAME_SCHEMA = 'file-name.schema.json';

/** The name without its path and control characters, trimmed (may still be refused by checkFilename). */
export function baseFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  return base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** At most `max` UTF-16 units: the stem is cut at a grapheme boundary, the extension kept. */
export function shortenFilename(name: string, max = MAX_FILENAME_LENGTH): string {
  if (name.length <= max) return name;
  const ext = extensionSuffix(name);
  const budget = max - ext.length;
  let stem = '';
  for (const { segment } of graphemes.segment(name.slice(0, name.length - ext.length))) {
    if (stem.length + segment.length > budget) break;
    stem += segment;
  }
  return stem.trimEnd() + ext;
}

/** A name safe to show and to put in Content-Disposition: no path, no control characters, at most 200 long. */
export function safeFilename(filename: string): string {
  return shortenFilename(baseFilename(filename)) || 'file';
}

/** The refusal of a name that is blank or holds invisible characters (its stem judged), or null. */
export function checkFilename(validators: RequestValidators, filename: string): FieldError | null {
  const base = baseFilename(filename);
  const stem = base.slice(0, base.length - extensionSuffix(base).length);
  const [first] = validators.validate(FILE_NAME_SCHEMA, stem);
  if (!first) return null;
  // The name is no form field the message could sit beside: led by the schema's title ("上傳檔名不可含不可見字元").
  const { title } = validators.schemaOf(FILE_NAME_SCHEMA) as { title: string };
  return { field: 'file', message: `${title}${first.message}` };
}
