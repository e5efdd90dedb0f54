// The receipt's file name, apart from the renderer: the confirm route and the letter need only this,
// and importing receipt.ts would load pdfkit and the fonts' tables on the main thread at every start.
// In zh-TW like every other name in a registration's ZIP, and numbered: one receipt per confirm.
export function receiptFilename(registrationNumber: string, sequence: number): string {
  return `送出收據-${registrationNumber}-${sequence}.pdf`;
}
