// The XLSX export: exceljs's streaming WorkbookWriter, rows committed as they come (none kept), its
// ZIP written into the stream the reply sends. Between rows it waits while the client is slower than
// us (the pass-through's buffer is full), so memory stays flat. exceljs (≈ 200 modules) is loaded on
// the first export, not at start: an idle server does not hold it (issue 16, footprint).
// As a spreadsheet opens it: each column as wide as its column declares (columns.ts), the header row
// frozen and bold with a filter over every column, a moment a real date cell in Taipei time.
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { taipeiWallClock } from '../../../shared/taipei-time';
import type { CellValue } from './columns';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface XlsxColumn {
  header: string;
  /** In Excel's unit, the width of a digit. */
  width: number;
}

/** How a date cell shows: unambiguous in every locale of Excel and LibreOffice (the cell stays a date to sort and filter by). */
const DATE_TIME_FORMAT = 'yyyy/mm/dd hh:mm:ss';

/** The filter's drop-down button sits in the header cell, beside the header: room for it. */
const FILTER_BUTTON = 4;

/** Width of `text` in Excel's unit: a CJK (full-width) character takes two digits' room. */
const displayWidth = (text: string) => [...text].reduce((n, c) => n + (/[\u2e80-\uffef]/.test(c) ? 2 : 1), 0);

/**
 * A cell's value as exceljs writes it. A spreadsheet's date serial has no time zone: Excel and
 * LibreOffice show it as stored. exceljs makes the serial from a Date's UTC time, so a Date passed as
 * it is would show UTC (8 hours early); the Taipei wall-clock time, as a Date whose UTC fields read it,
 * shows what every page and letter says.
 */
const cellOf = (value: CellValue) => (value instanceof Date ? taipeiWallClock(value) : value);

export function xlsxStream(sheetName: string, columns: readonly XlsxColumn[], rows: AsyncIterable<CellValue[]>): PassThrough {
  const out = new PassThrough();
  void (async () => {
    try {
      const { default: ExcelJS } = await import('exceljs');
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
      const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = columns.map((c) => ({ header: c.header, width: Math.max(c.width, displayWidth(c.header) + FILTER_BUTTON) }));
      sheet.getRow(1).font = { bold: true };
      let last = 1;
      for await (const values of rows) {
        const row = sheet.addRow(values.map(cellOf));
        values.forEach((value, i) => {
          if (value instanceof Date) row.getCell(i + 1).numFmt = DATE_TIME_FORMAT;
        });
        row.commit();
        last = row.number;
        if (out.writableNeedDrain) await once(out, 'drain');
      }
      // Written with the sheet's end, so it can span the rows now known.
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: last, column: columns.length } };
      sheet.commit();
      await workbook.commit();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return out;
}
