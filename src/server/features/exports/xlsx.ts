// The XLSX export: exceljs's streaming WorkbookWriter, rows committed as they come (none kept), its
// ZIP written into the stream the reply sends. Between rows it waits while the client is slower than
// us (the pass-through's buffer is full), so memory stays flat. exceljs (≈ 200 modules) is loaded on
// the first export, not at start: an idle server does not hold it (issue 16, footprint).
import { once } from 'node:events';
import { PassThrough } from 'node:stream';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function xlsxStream(sheetName: string, header: string[], rows: AsyncIterable<(string | number | null)[]>): PassThrough {
  const out = new PassThrough();
  void (async () => {
    try {
      const { default: ExcelJS } = await import('exceljs');
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
      const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = header.map((h) => ({ header: h, width: Math.max(10, h.length * 2 + 2) }));
      sheet.getRow(1).font = { bold: true };
      for await (const row of rows) {
        sheet.addRow(row).commit();
        if (out.writableNeedDrain) await once(out, 'drain');
      }
      sheet.commit();
      await workbook.commit();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return out;
}
