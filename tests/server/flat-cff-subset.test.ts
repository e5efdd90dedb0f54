// The PDFs' CJK font is subset without subroutines (src/server/platform/pdf/flat-cff-subset.ts, issue 33):
// every glyph of the subset draws exactly the outline the font draws, and the subset holds no
// subroutine index to size and copy for each document.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PDF_FONT } from '../../src/server/platform/pdf/fonts';
import { flattenCffSubsets } from '../../src/server/platform/pdf/flat-cff-subset';

interface Glyph {
  id: number;
  path: { toSVG(): string };
}
interface Font {
  layout(text: string): { glyphs: Glyph[] };
  getGlyph(gid: number): Glyph;
  createSubset(): { includeGlyph(gid: number): number; encode(): Uint8Array };
  'CFF ': { constructor: new (stream: unknown) => { globalSubrIndex: unknown[]; topDict: { FDArray: { Private?: { Subrs?: unknown[] } }[] } } };
}
const require = createRequire(import.meta.url);
const fontkit = require('fontkit') as { create(bytes: Buffer): Font };
const { DecodeStream } = require('restructure') as { DecodeStream: new (bytes: Uint8Array) => unknown };

/** The font with its CFF table swapped for `cffBytes` (a subset), to read the subset's outlines through fontkit. */
function withCff(font: Font, cffBytes: Uint8Array) {
  const cff = new font['CFF '].constructor(new DecodeStream(cffBytes));
  // fontkit keeps a decoded table as the font's own property: the clone's own one hides it.
  const clone = Object.create(font) as Font;
  Object.defineProperty(clone, 'CFF ', { value: cff });
  Object.assign(clone, { _glyphs: {} });
  return { clone, cff };
}

const TEXT = '觀光職人獎 報名資料摘要 產生時間：114年10月13日 報名編號 Z000001 狀態 已送出 單位名稱 日月潭觀光協會 聯絡地址 100 臺北市 中正區 測試路 1 號 尚缺資料 工作照片、推薦 檔案（3 個）01-活動照片-1.jpg SHA-256：abcdef0123456789 鑫龘齉 @ ( ) , . -';

describe('a subset of the CJK font without subroutines', () => {
  it('draws every glyph as the font does, and holds no subroutines', () => {
    const original = fontkit.create(readFileSync(PDF_FONT.regular));
    const flat = fontkit.create(readFileSync(PDF_FONT.regular));
    flattenCffSubsets(flat);
    const gids = [...new Set(original.layout(TEXT).glyphs.map((g) => g.id))];
    expect(gids.length).toBeGreaterThan(60);

    const subset = flat.createSubset();
    for (const gid of gids) subset.includeGlyph(gid);
    const { clone, cff } = withCff(flat, subset.encode());
    expect(cff.globalSubrIndex).toHaveLength(0);
    for (const fd of cff.topDict.FDArray) expect(fd.Private?.Subrs ?? []).toHaveLength(0);
    // Subset glyph 0 is .notdef; the included glyphs follow in the order they were included.
    gids.forEach((gid, i) => expect(clone.getGlyph(i + 1).path.toSVG(), `glyph ${gid}`).toBe(original.getGlyph(gid).path.toSVG()));

    // fontkit's own subset of the same glyphs keeps the subroutines: it is the same drawing.
    const own = original.createSubset();
    for (const gid of gids) own.includeGlyph(gid);
    const ownRead = withCff(original, own.encode());
    expect(ownRead.cff.globalSubrIndex.length).toBeGreaterThan(0);
    gids.forEach((gid, i) => expect(ownRead.clone.getGlyph(i + 1).path.toSVG()).toBe(clone.getGlyph(i + 1).path.toSVG()));
  });
});
