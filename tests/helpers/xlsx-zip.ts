// Small XLSX files written by hand, for the vendor import's limits (issue 30): a minimal workbook whose
// one sheet holds inline strings, and decompression bombs. A sheet of hundreds of MB is packed without
// ever being built: one chunk of rows is deflated once (ending on a full flush, so it stands alone) and
// its packed bytes repeated, and the CRC is chained over the chunk. The ZIP may declare sizes that lie.
// Used by tests/server/vendor-import-limits.test.ts and bench/xlsx-bomb.mjs.
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface ZipPart {
  name: string;
  packed: Buffer;
  size: number;
  crc: number;
  /** The unpacked size the headers state, when it should not be the true one. */
  declaredSize?: number;
}

/** Deflates `text` whole. */
export function packed(name: string, text: string): ZipPart {
  const bytes = Buffer.from(text, 'utf8');
  return { name, packed: deflateRawSync(bytes), size: bytes.length, crc: crc32(bytes) };
}

/** `head`, then `chunk` `times` times, then `tail`, deflated without building the whole text. */
export function packedRepeated(name: string, head: string, chunk: string, times: number, tail: string): ZipPart {
  const flushed = (b: Buffer) => deflateRawSync(b, { finishFlush: constants.Z_FULL_FLUSH, level: 9 });
  const [h, c, t] = [head, chunk, tail].map((s) => Buffer.from(s, 'utf8')) as [Buffer, Buffer, Buffer];
  const packedChunk = flushed(c);
  let crc = crc32(h);
  for (let i = 0; i < times; i++) crc = crc32(c, crc);
  crc = crc32(t, crc);
  const parts = [flushed(h), ...Array.from({ length: times }, () => packedChunk), deflateRawSync(t)];
  return { name, packed: Buffer.concat(parts), size: h.length + c.length * times + t.length, crc };
}

/** A ZIP of the parts (deflated, UTF-8 names, no ZIP64). */
export function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name, 'utf8');
    const size = p.declaredSize ?? p.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(p.crc >>> 0, 14);
    local.writeUInt32LE(p.packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(p.crc >>> 0, 16);
    central.writeUInt32LE(p.packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, p.packed);
    centrals.push(central, name);
    offset += local.length + name.length + p.packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const column = (i: number): string => (i < 26 ? String.fromCharCode(65 + i) : column(Math.floor(i / 26) - 1) + column(i % 26));

/** Sheet row `line` of inline strings. */
export const sheetRow = (line: number, cells: string[]) =>
  `<row r="${line}">${cells.map((c, i) => `<c r="${column(i)}${line}" t="inlineStr"><is><t>${escape(c)}</t></is></c>`).join('')}</row>`;

export const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
export const SHEET_TAIL = '</sheetData></worksheet>';

/** The parts of a workbook around its one sheet (xl/worksheets/sheet1.xml). */
export function workbookParts(): ZipPart[] {
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return [
    packed('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
      + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
      + '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
      + '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>'),
    packed('_rels/.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    packed('xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${rel}"><sheets><sheet name="名單" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    packed('xl/_rels/workbook.xml.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`),
  ];
}

/** A workbook whose one sheet holds `rows` (the first is the header). */
export const xlsxOf = (rows: string[][]) =>
  zip([...workbookParts(), packed('xl/worksheets/sheet1.xml', SHEET_HEAD + rows.map((r, i) => sheetRow(i + 1, r)).join('') + SHEET_TAIL)]);

/**
 * A decompression bomb: a header row, then `megabytes` MB of blank rows (row 2 again and again, as
 * a repeated chunk must be). `declaredSize` makes the ZIP state another unpacked size for the sheet (a lying header).
 */
export function xlsxBomb(megabytes: number, declaredSize?: number): Buffer {
  const blank = sheetRow(2, [' ']);
  const chunk = blank.repeat(Math.floor(1048576 / blank.length));
  const sheet = packedRepeated('xl/worksheets/sheet1.xml', SHEET_HEAD + sheetRow(1, ['類別', '名稱']), chunk, megabytes, SHEET_TAIL);
  return zip([...workbookParts(), { ...sheet, ...(declaredSize === undefined ? {} : { declaredSize }) }]);
}
