// Reads a vendor list file (CSV or XLSX, schemas/admin/vendor-import.json) into trimmed rows with
// their line numbers. The kind is told by the content (an XLSX is a ZIP), the extension only has to
// be an allowed one. File-level problems throw (400/413/415); row-level ones are the plan's. An XLSX is
// read in a worker thread with limits (./vendor-xlsx-thread.ts), only its first sheet, up to the row limit + 1.
import { parse } from 'csv-parse/sync';
import { extensionOf } from '../../../shared/file-extension';
import { badRequest, tooLarge, unsupportedType } from '../../platform/http/api-error';
import { VENDOR_IMPORT } from './vendor-import-rules';
import { vendorMessages as m } from './vendor-messages';
import { readFirstSheetInThread, type FromXlsxThread } from './vendor-xlsx-thread';

/** One data row as the file holds it; `line` is the row of the file or sheet (1 is the header). */
export interface VendorFileRow {
  line: number;
  category: string;
  name: string;
  code?: string;
}

type Column = keyof typeof VENDOR_IMPORT.columns;

const fileError = (message: string) => badRequest([{ field: 'file', message }], message);
const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

/** Which column holds what, from the header cells; null without the two required ones. */
function columnsOf(header: string[]): Partial<Record<Column, number>> | null {
  const out: Partial<Record<Column, number>> = {};
  header.forEach((cell, i) => {
    const text = cell.replace(/^\uFEFF/, '').trim().toLowerCase();
    for (const [column, names] of Object.entries(VENDOR_IMPORT.columns) as [Column, string[]][]) {
      if (out[column] === undefined && names.some((n) => n.toLowerCase() === text)) out[column] = i;
    }
  });
  return out.category === undefined || out.name === undefined ? null : out;
}

function rowsOf(table: { line: number; cells: string[] }[]): VendorFileRow[] {
  const [header, ...data] = table;
  const columns = header && columnsOf(header.cells);
  if (!columns) throw fileError(m.noHeader);
  const cell = (cells: string[], column: Column) => (columns[column] === undefined ? '' : (cells[columns[column]!] ?? '').trim());
  const rows = data
    .filter((r) => r.cells.some((c) => c.trim() !== ''))
    .map((r) => {
      const code = cell(r.cells, 'code');
      return { line: r.line, category: cell(r.cells, 'category'), name: cell(r.cells, 'name'), ...(code ? { code } : {}) };
    });
  if (rows.length > VENDOR_IMPORT.maxRows) throw tooLarge(m.tooManyRows);
  if (rows.length === 0) throw fileError(m.noRows);
  return rows;
}

function csvTable(bytes: Buffer): { line: number; cells: string[] }[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw fileError(m.notUtf8);
  }
  if (text.includes('\u0000')) throw fileError(m.fileUnreadable);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true, info: true }) as unknown as typeof records;
  } catch {
    throw fileError(m.fileUnreadable);
  }
  return records.map((r) => ({ line: r.info.lines, cells: r.record }));
}

async function xlsxTable(bytes: Buffer): Promise<{ line: number; cells: string[] }[]> {
  // What the central directory declares, then what the entries actually inflate to, are checked
  // before a thread is started (a bomb is refused in milliseconds); the thread counts again as it
  // reads. Loaded with the first XLSX import, as exceljs was: they stay out of the idle server's memory.
  const { checkUnpacked, XlsxRefused } = await import('./vendor-xlsx');
  const answer = await checkUnpacked(bytes, VENDOR_IMPORT.xlsx)
    .then(() => readFirstSheetInThread(bytes, { ...VENDOR_IMPORT.xlsx, maxRows: VENDOR_IMPORT.maxRows }))
    .catch((err: unknown): FromXlsxThread => {
      if (err instanceof XlsxRefused) return { refusal: err.reason };
      throw err;
    });
  if ('rows' in answer) return answer.rows;
  switch (answer.refusal) {
    case 'unpacksTooLarge':
      throw tooLarge(m.xlsxUnpacksTooLarge);
    case 'tooHeavy':
      throw tooLarge(m.xlsxTooHeavy);
    case 'noSheet':
      throw fileError(m.noRows);
    default:
      throw fileError(m.fileUnreadable);
  }
}

/** The file's rows; throws a 400/413/415 naming what is wrong with the file as a whole. */
export async function readVendorFile(fileName: string, bytes: Buffer): Promise<VendorFileRow[]> {
  const ext = extensionOf(fileName);
  if (!Object.hasOwn(VENDOR_IMPORT.types, ext)) throw unsupportedType(m.fileType);
  if (bytes.length > VENDOR_IMPORT.maxBytes) throw tooLarge(m.fileSize);
  const zip = isZip(bytes);
  if (zip !== (ext === 'xlsx')) throw fileError(m.fileUnreadable);
  return rowsOf(zip ? await xlsxTable(bytes) : csvTable(bytes));
}
