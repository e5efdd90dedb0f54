// An A4 document of ours (the registration summary, the jury's dossier): pdfkit with 40 pt margins, the
// CJK font registered as 'regular' and chosen, the bytes collected as they are written. pdfkit and the font
// load with the first document, not at start.
export interface A4Document {
  doc: PDFKit.PDFDocument;
  /** The width between the margins. */
  width: number;
  /** Ends the document and answers its bytes. */
  finish(): Promise<Buffer>;
}

export async function a4Document(info: { Title: string; Author: string; CreationDate: Date }): Promise<A4Document> {
  const [{ default: PDFDocument }, { pdfFonts }] = await Promise.all([import('pdfkit'), import('./fonts')]);
  const doc = new PDFDocument({ size: 'A4', margin: 40, info });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('regular', pdfFonts().regular);
  doc.font('regular');
  return {
    doc,
    width: doc.page.width - 80,
    finish: async () => {
      doc.end();
      await finished;
      return Buffer.concat(chunks);
    },
  };
}
