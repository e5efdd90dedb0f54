// CSV as Excel in zh-TW opens it: UTF-8 with a byte order mark (without it Excel reads Big5), CRLF
// rows, every cell quoted (quotes doubled). A cell that starts like a formula (= + - @, or a tab or
// carriage return before one) gets a leading apostrophe, so a spreadsheet never runs what a
// registrant typed (CSV injection).
import { Readable } from 'node:stream';

export const CSV_BOM = '\uFEFF';

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export const csvLine = (cells: (string | number | null | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The CSV file as a stream: header, then each row as the generator yields it (pulled, so backpressure holds). */
export function csvStream(header: string[], rows: AsyncIterable<(string | number | null)[]>): Readable {
  async function* lines() {
    yield CSV_BOM + csvLine(header);
    for await (const row of rows) yield csvLine(row);
  }
  return Readable.from(lines(), { objectMode: false });
}
