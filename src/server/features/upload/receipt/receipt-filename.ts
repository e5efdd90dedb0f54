// The receipt's file name, apart from the renderer: the confirm route and the letter need only this,
// and importing receipt.ts would load pdfkit and the fonts' tables on the main thread at every start.
export function receiptFilename(registrationNumber: string): string {
  return `receipt-${registrationNumber}.pdf`;
}
