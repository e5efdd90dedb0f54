// The text of a PDF as a reader would copy it, line by line, read with pdfjs-dist (what Firefox's
// viewer uses), so the tests need nothing that `npm install` does not bring.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdfjs takes ownership of the data it is given: hand it a copy, never the caller's buffer.
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    }
    return pages.join('\n');
  } finally {
    await doc.destroy();
  }
}
