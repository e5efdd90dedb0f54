// A file name's extension: the one pattern that finds it, for the browser's early refusal
// (limit-texts.ts), the upload endpoints and the vendor list import.
const EXTENSION = /\.([A-Za-z0-9]{1,8})$/;

/** The extension as the name writes it, with its dot (".JPG"), or ''. */
export function extensionSuffix(name: string): string {
  return EXTENSION.exec(name)?.[0] ?? '';
}

/** The extension lower-cased, without its dot ("jpg"), or ''. */
export function extensionOf(name: string): string {
  return extensionSuffix(name).slice(1).toLowerCase();
}
