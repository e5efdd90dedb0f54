// Reads the first sheet of an XLSX without trusting it (issue 30: a 1.2 MB file inflated to a 2 GB
// peak). The ZIP's central directory is read first (yauzl) and the file refused when what it declares
// would unpack past the limits, before one byte is inflated; every entry is then inflated and counted
// against its declared size and the same limit, as a header may lie (checkUnpacked, on the server's
// thread). The reader (readFirstSheet, in a worker thread: ./vendor-xlsx-thread.ts) inflates only the
// parts it needs (the workbook, its relationships, the shared strings, the first sheet) as streams,
// counted again, through a streaming XML parser (saxes), and stops the sheet at the row limit + 1.
// Refusals are reasons here; the messages are the caller's.
import { posix } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { XlsxLimits } from './vendor-import-rules';

export type XlsxRefusal = 'unpacksTooLarge' | 'unreadable' | 'noSheet';

export class XlsxRefused extends Error {
  constructor(
    readonly reason: XlsxRefusal,
    detail: string,
  ) {
    super(detail);
  }
}

/** A sheet row with at least one non-blank cell; `cells` is sparse (column index -> text), `line` the sheet's row number. */
export interface SheetRow {
  line: number;
  cells: string[];
}

export type SheetLimits = XlsxLimits & { maxRows: number };

interface Relationship {
  type: string;
  target: string;
}

const local = (name: string) => name.slice(name.indexOf(':') + 1);

function openZip(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) =>
      err || !zip ? reject(new XlsxRefused('unreadable', String(err))) : resolve(zip),
    ),
  );
}

/** The central directory's entries by name; refuses what it declares past the limits. */
function directory(zip: ZipFile, limits: XlsxLimits): Promise<Map<string, Entry>> {
  if (zip.entryCount > limits.maxEntries) return Promise.reject(new XlsxRefused('unpacksTooLarge', `${zip.entryCount} entries`));
  const entries = new Map<string, Entry>();
  let declared = 0;
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      declared += entry.uncompressedSize;
      if (declared > limits.maxUnpackedBytes) return reject(new XlsxRefused('unpacksTooLarge', `declares ${declared} bytes`));
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (entry.uncompressedSize > limits.ratioFromBytes && ratio > limits.maxRatio) {
        return reject(new XlsxRefused('unpacksTooLarge', `${entry.fileName} packs ${Math.round(ratio)}:1`));
      }
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', (err: Error) => reject(new XlsxRefused('unreadable', err.message)));
    zip.readEntry();
  });
}

/** The bytes left to inflate, for the whole file. */
interface Budget {
  left: number;
}

/** An entry's packed bytes (the whole file is in memory, at most VENDOR_IMPORT.maxBytes); stored entries as they are. */
async function packedBytes(zip: ZipFile, entry: Entry): Promise<Buffer> {
  try {
    const stream = await new Promise<Readable>((resolve, reject) =>
      zip.openReadStream(entry, { decompress: entry.compressionMethod === 8 ? false : null, decrypt: null, start: null, end: null }, (err, s) =>
        err || !s ? reject(err ?? new Error('no stream')) : resolve(s),
      ),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
    return Buffer.concat(chunks);
  } catch (err) {
    throw new XlsxRefused('unreadable', err instanceof Error ? err.message : String(err));
  }
}

/**
 * An entry's inflated chunks, counted: past its declared size or the file's budget it is refused.
 * Inflated here with node:zlib rather than by yauzl: yauzl 2 replaces its streams' destroy(), so on
 * Node 20 its own "too many bytes" error is swallowed and the stream stalls (measured: it never ends).
 */
async function* inflate(zip: ZipFile, entry: Entry, budget: Budget): AsyncGenerator<Buffer> {
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) throw new XlsxRefused('unreadable', `method ${entry.compressionMethod}`);
  const packed = await packedBytes(zip, entry);
  const stream = entry.compressionMethod === 8 ? createInflateRaw() : Readable.from([packed]);
  if (stream instanceof Transform) stream.end(packed);
  let inflated = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      budget.left -= chunk.length;
      if (inflated > entry.uncompressedSize || budget.left < 0) throw new XlsxRefused('unpacksTooLarge', `${entry.fileName} inflates past ${inflated > entry.uncompressedSize ? 'its declared size' : 'the limit'}`);
      yield chunk;
    }
  } catch (err) {
    if (err instanceof XlsxRefused) throw err;
    throw new XlsxRefused('unreadable', err instanceof Error ? err.message : String(err));
  } finally {
    stream.destroy();
  }
}

interface XmlHandlers {
  open?: (name: string, attributes: Record<string, string>) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
  /** True once the caller has what it needs: the rest of the entry is never inflated. */
  done?: () => boolean;
}

/** Streams an entry's XML through saxes; element names come without their prefix, a prefixed `id` attribute as `r:id`. */
async function parseXml(chunks: AsyncIterable<Buffer>, h: XmlHandlers): Promise<void> {
  const parser = new SaxesParser();
  parser.on('opentag', (tag: SaxesTagPlain) => {
    if (!h.open) return;
    const attributes: Record<string, string> = {};
    for (const [k, v] of Object.entries(tag.attributes)) attributes[k.includes(':') && local(k) === 'id' ? 'r:id' : k] = v;
    h.open(local(tag.name), attributes);
  });
  parser.on('closetag', (tag) => h.close?.(local(tag.name)));
  parser.on('text', (t) => h.text?.(t));
  parser.on('cdata', (t) => h.text?.(t));
  const decoder = new TextDecoder('utf-8');
  try {
    for await (const chunk of chunks) {
      parser.write(decoder.decode(chunk, { stream: true }));
      if (h.done?.()) return;
    }
    parser.write(decoder.decode());
    parser.close();
  } catch (err) {
    if (err instanceof XlsxRefused) throw err;
    throw new XlsxRefused('unreadable', err instanceof Error ? err.message : String(err));
  }
}

/** A part's relationships by id, targets resolved to entry names. */
async function relationships(zip: ZipFile, entries: Map<string, Entry>, part: string, budget: Budget): Promise<Map<string, Relationship>> {
  const dir = posix.dirname(part);
  const entry = entries.get(posix.join(dir, '_rels', `${posix.basename(part)}.rels`));
  const out = new Map<string, Relationship>();
  if (!entry) return out;
  await parseXml(inflate(zip, entry, budget), {
    open: (name, a) => {
      if (name !== 'Relationship' || !a.Id || !a.Target) return;
      const target = a.Target.startsWith('/') ? a.Target.slice(1) : posix.join(dir === '.' ? '' : dir, a.Target);
      out.set(a.Id, { type: a.Type ?? '', target: posix.normalize(target) });
    },
  });
  return out;
}

/** The workbook's first sheet (the first tab) and its shared strings part, as entry names. */
async function firstSheet(zip: ZipFile, entries: Map<string, Entry>, budget: Budget): Promise<{ sheet: Entry; strings?: Entry }> {
  const root = await relationships(zip, entries, '', budget);
  const workbookName = [...root.values()].find((r) => r.type.endsWith('/officeDocument'))?.target ?? 'xl/workbook.xml';
  const workbook = entries.get(workbookName);
  if (!workbook) throw new XlsxRefused('noSheet', 'no workbook');
  let sheetId: string | undefined;
  await parseXml(inflate(zip, workbook, budget), {
    open: (name, a) => {
      if (name === 'sheet' && sheetId === undefined) sheetId = a['r:id'] ?? '';
    },
    done: () => sheetId !== undefined,
  });
  const rels = await relationships(zip, entries, workbookName, budget);
  const sheet = sheetId ? entries.get(rels.get(sheetId)?.target ?? '') : undefined;
  if (!sheet) throw new XlsxRefused('noSheet', 'no first sheet');
  const stringsName = [...rels.values()].find((r) => r.type.endsWith('/sharedStrings'))?.target;
  return { sheet, strings: stringsName ? entries.get(stringsName) : undefined };
}

/** The shared strings table: each item's text runs, without phonetic guides (rPh). */
async function sharedStrings(zip: ZipFile, entry: Entry | undefined, budget: Budget): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  await parseXml(inflate(zip, entry, budget), {
    open: (name) => {
      if (name === 'si') current = '';
      else if (name === 't') inText = true;
      else if (name === 'rPh') phonetic++;
    },
    close: (name) => {
      if (name === 'si' && current !== null) {
        strings.push(current);
        current = null;
      } else if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
    },
    text: (t) => {
      if (current !== null && inText && phonetic === 0) current += t;
    },
  });
  return strings;
}

/** "AB12" -> 27; null without letters. */
function columnOf(ref: string | undefined): number | null {
  const letters = /^[A-Z]+/i.exec(ref ?? '')?.[0];
  if (!letters) return null;
  let n = 0;
  for (const c of letters.toUpperCase()) n = n * 26 + (c.charCodeAt(0) - 64);
  return n - 1;
}

interface Cell {
  column: number;
  type: string;
  value: string;
  inline: string;
}

/** A cell's text as the file holds it: shared or inline strings, numbers and formula results as written. */
function cellText(cell: Cell, strings: string[]): string {
  switch (cell.type) {
    case 's':
      return strings[Number(cell.value)] ?? '';
    case 'inlineStr':
      return cell.inline;
    case 'b':
      return cell.value === '1' ? 'true' : cell.value === '0' ? 'false' : cell.value;
    default:
      return cell.value;
  }
}

/** The non-blank rows of a sheet, at most `want` of them: reading stops there. */
async function sheetRows(chunks: AsyncIterable<Buffer>, strings: string[], want: number): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  let row: SheetRow | null = null;
  let cell: Cell | null = null;
  let lastLine = 0;
  let lastColumn = -1;
  let inValue = false;
  let inInline = false;
  let inText = false;
  let phonetic = 0;
  await parseXml(chunks, {
    open: (name, a) => {
      if (rows.length >= want) return;
      if (name === 'row') {
        const line = Number.parseInt(a.r ?? '', 10);
        lastLine = Number.isInteger(line) && line > 0 ? line : lastLine + 1;
        lastColumn = -1;
        row = { line: lastLine, cells: [] };
      } else if (name === 'c' && row) {
        lastColumn = columnOf(a.r) ?? lastColumn + 1;
        cell = { column: lastColumn, type: a.t ?? 'n', value: '', inline: '' };
      } else if (name === 'v') inValue = true;
      else if (name === 'is') inInline = true;
      else if (name === 't') inText = true;
      else if (name === 'rPh') phonetic++;
    },
    close: (name) => {
      if (name === 'v') inValue = false;
      else if (name === 'is') inInline = false;
      else if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'c' && cell && row) {
        const text = cellText(cell, strings);
        if (text !== '') row.cells[cell.column] = text;
        cell = null;
      } else if (name === 'row' && row) {
        if (row.cells.some((c) => c.trim() !== '') && rows.length < want) rows.push(row);
        row = null;
      }
    },
    text: (t) => {
      if (!cell) return;
      if (inValue) cell.value += t;
      else if (inInline && inText && phonetic === 0) cell.inline += t;
    },
    done: () => rows.length >= want,
  });
  return rows;
}

/**
 * The central directory's checks, then every entry inflated and counted, the output dropped: a header
 * that lies is caught here, in about the time it takes to inflate the limit. Cheap enough for the
 * server's own thread (node:zlib inflates in libuv's pool, off the JavaScript thread), before a reader
 * thread is started for the file.
 */
export async function checkUnpacked(bytes: Buffer, limits: XlsxLimits): Promise<void> {
  const zip = await openZip(bytes);
  try {
    const entries = await directory(zip, limits);
    const budget: Budget = { left: limits.maxUnpackedBytes };
    for (const entry of entries.values()) {
      let inflated = 0;
      for await (const chunk of inflate(zip, entry, budget)) inflated += chunk.length;
      if (inflated !== entry.uncompressedSize) throw new XlsxRefused('unreadable', `${entry.fileName} is shorter than declared`);
    }
  } finally {
    zip.close();
  }
}

/**
 * The first sheet's non-blank rows: the header and at most maxRows + 1 data rows (one more than
 * allowed, so the caller can refuse the file for its rows without this reading the rest).
 */
export async function readFirstSheet(bytes: Buffer, limits: SheetLimits): Promise<SheetRow[]> {
  const zip = await openZip(bytes);
  try {
    const entries = await directory(zip, limits);
    const budget: Budget = { left: limits.maxUnpackedBytes };
    const { sheet, strings } = await firstSheet(zip, entries, budget);
    const table = await sharedStrings(zip, strings, budget);
    return await sheetRows(inflate(zip, sheet, budget), table, limits.maxRows + 2);
  } finally {
    zip.close();
  }
}
