// crc-32's API (packages/crc-32-zlib/index.js), the declarations of crc-32 1.2.2 (SheetJS, Apache-2.0).

/** Version string */
export const version: string;

/** Process a node buffer or byte array */
export function buf(data: number[] | Uint8Array, seed?: number): number;

/** Process a binary string */
export function bstr(data: string, seed?: number): number;

/** Process a JS string based on the UTF8 encoding */
export function str(data: string, seed?: number): number;
