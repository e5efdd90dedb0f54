// CSV as Excel in zh-TW opens it: UTF-8 with a byte order mark (without it Excel reads Big5), CRLF
// rows, every cell quoted (quotes doubled). A cell that starts like a formula gets a leading
// apostrophe, so a spreadsheet never runs what a registrant typed (CSV injection): see FORMULA_START.
// A moment is written in Taipei time with the ROC year, as every page and letter writes it.
import { Readable } from 'node:stream';
import { rocDateTimeSeconds } from '../../../shared/taipei-time';
import type { CellValue } from './columns';

export const CSV_BOM = '\uFEFF';

export interface CsvColumn {
  header: string;
  digitsAsText?: boolean;
}

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * What a spreadsheet may read as the start of a formula: = + - @ in their ASCII, fullwidth (＝ ＋ － ＠, which a zh-TW
 * or Japanese input method types and Excel takes as = + - @) and small forms (﹦ ﹢ ﹣ ﹫), also after leading white
 * space (Excel and LibreOffice skip it), and a leading tab, carriage return or line feed (a cell split or hidden
 * before one). The one guard of every CSV this site writes (registrations, audit).
 */
const FORMULA_START = /^(?:[\t\r\n]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B])/u;

export function csvCell(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '""';
  let text = value instanceof Date ? rocDateTimeSeconds(value) : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return quoted(text);
}

/**
 * Digits that name something (統一編號 04595257, a mobile number) as Excel keeps them: Excel turns a
 * cell of digits into a number and drops its leading zero, whatever the quotes. ="04595257" is a
 * formula whose value is the text 04595257: the cell holds exactly the digits (sorting, filtering,
 * lookups and copying see them), in every Excel and in Google Sheets. A leading tab, the other common
 * trick, stays in the value as a hidden character (a lookup or a copy into a form carries it) and is
 * itself one of the characters the injection guard above neutralises. Only all-digit values take this
 * form, so the formula never holds anything a registrant could shape; others go through csvCell.
 */
function csvDigitsCell(value: CellValue | undefined): string {
  return typeof value === 'string' && /^\d+$/.test(value) ? quoted(`="${value}"`) : csvCell(value);
}

export const csvLine = (cells: (CellValue | undefined)[], columns?: readonly CsvColumn[]) =>
  `${cells.map((cell, i) => (columns?.[i]?.digitsAsText ? csvDigitsCell(cell) : csvCell(cell))).join(',')}\r\n`;

/** The CSV file as a stream: header, then each row as the generator yields it (pulled, so backpressure holds). */
export function csvStream(columns: readonly CsvColumn[], rows: AsyncIterable<CellValue[]>): Readable {
  async function* lines() {
    yield CSV_BOM + csvLine(columns.map((c) => c.header));
    for await (const row of rows) yield csvLine(row, columns);
  }
  return Readable.from(lines(), { objectMode: false });
}
