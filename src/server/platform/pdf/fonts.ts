// The Traditional Chinese font every PDF we make embeds (subset by pdfkit): Noto Sans Hant from
// the @embedpdf/fonts-tc package (OFL). The package does not export its font files, so they are
// found beside its entry point.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { flattenCffSubsets } from './flat-cff-subset';

const require = createRequire(import.meta.url);
const fontsDir = join(dirname(require.resolve('@embedpdf/fonts-tc')), '..', 'fonts');

export const PDF_FONT = {
  regular: join(fontsDir, 'NotoSansHant-Regular.otf'),
  bold: join(fontsDir, 'NotoSansHant-Bold.otf'),
} as const;

/** What `doc.registerFont` takes: a parsed font (pdfkit 0.20 accepts fontkit's object) or its bytes. */
export type LoadedFont = PDFKit.Mixins.PDFFontSource;

/**
 * Reads and parses a font file once for the process. Given a path, pdfkit would read and parse the
 * 5.7 MB file again for every document (about 60 ms each); given the parsed font it only lays out
 * and subsets. pdfkit has no public parser, so a throwaway document parses it; should its internals
 * ever change, the bytes (still read once) work the same, only slower.
 */
function loadFont(path: string): LoadedFont {
  const bytes = readFileSync(path);
  const doc = new PDFDocument({ autoFirstPage: false });
  doc.font(bytes);
  const parsed = (doc as unknown as { _font?: { font?: { layout?: unknown } } })._font?.font;
  if (typeof parsed?.layout !== 'function') return bytes;
  // Each document's subset then costs what its glyphs cost, not the font's subroutines (./flat-cff-subset.ts).
  flattenCffSubsets(parsed);
  return parsed as unknown as LoadedFont;
}

let loaded: { regular: LoadedFont; bold: LoadedFont } | undefined;

/** The receipt's fonts, loaded on first use and kept for the life of the process (or thread). */
export function pdfFonts(): { regular: LoadedFont; bold: LoadedFont } {
  loaded ??= { regular: loadFont(PDF_FONT.regular), bold: loadFont(PDF_FONT.bold) };
  return loaded;
}
