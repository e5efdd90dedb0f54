// Text drawn as SVG paths from the bundled Noto Sans Hant (the font the PDFs embed), so the gallery
// images do not depend on the fonts of the machine that renders them. CJK text wraps at any
// character, except that closing punctuation never starts a line.
import * as fontkit from 'fontkit';
import { PDF_FONT } from '../../src/server/platform/pdf/fonts';

// fontkit ships no types; the parts used here.
interface Glyph {
  id: number;
  path: { toSVG(): string };
  advanceWidth: number;
}
interface Font {
  unitsPerEm: number;
  layout(text: string): { glyphs: Glyph[]; positions: { xAdvance: number }[] };
}

const open = (path: string) => (fontkit as unknown as { openSync(p: string): Font }).openSync(path);
const FONTS = { regular: open(PDF_FONT.regular), bold: open(PDF_FONT.bold) };
export type Weight = keyof typeof FONTS;

const NO_LINE_START = new Set('，。、；：！？）」』》〉．,.;:!?)%');

/** Collects glyph outlines once per document (each is a <path> in <defs>, used by reference). */
export class GlyphSheet {
  private defs = new Map<string, string>();

  private glyphId(weight: Weight, glyph: Glyph): string {
    const id = `${weight[0]}${glyph.id}`;
    if (!this.defs.has(id)) this.defs.set(id, `<path id="${id}" d="${glyph.path.toSVG()}"/>`);
    return id;
  }

  defsMarkup(): string {
    return [...this.defs.values()].join('');
  }

  width(text: string, size: number, weight: Weight = 'regular'): number {
    const font = FONTS[weight];
    const run = font.layout(text);
    return (run.positions.reduce((sum, p) => sum + p.xAdvance, 0) * size) / font.unitsPerEm;
  }

  /** Splits text into lines no wider than maxWidth. */
  wrap(text: string, size: number, maxWidth: number, weight: Weight = 'regular'): string[] {
    const lines: string[] = [];
    let line = '';
    for (const ch of [...text]) {
      if (line && this.width(line + ch, size, weight) > maxWidth && !NO_LINE_START.has(ch)) {
        lines.push(line);
        line = ch === ' ' ? '' : ch;
      } else line += ch;
    }
    if (line) lines.push(line);
    return lines;
  }

  /** One line of text at (x, baseline y); `anchor` middle centres it on x. */
  text(text: string, x: number, y: number, size: number, fill: string, weight: Weight = 'regular', anchor: 'start' | 'middle' = 'start'): string {
    const font = FONTS[weight];
    const scale = size / font.unitsPerEm;
    const run = font.layout(text);
    let pen = anchor === 'middle' ? x - this.width(text, size, weight) / 2 : x;
    const parts: string[] = [];
    run.glyphs.forEach((g, i) => {
      const id = this.glyphId(weight, g);
      parts.push(`<use href="#${id}" transform="translate(${pen.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})"/>`);
      pen += run.positions[i]!.xAdvance * scale;
    });
    return `<g fill="${fill}">${parts.join('')}</g>`;
  }
}
