'use strict';
// crc-32 (SheetJS) computes CRC-32 in JavaScript; Node has had zlib's own since 20.15 / 22.2. The root
// package.json's "overrides" give archiver (and exceljs's archiver) this module under crc-32's name:
// same functions, same answers (a signed 32-bit integer; the seed is the CRC so far), native speed.
// A bulk ZIP of 1,000 registrations spent ≈ a fifth of its time here (issue 33).
// CommonJS, as crc-32 is: exceljs's archiver requires it, the newer one imports its default export.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { crc32 } = require('node:zlib');

const bytes = (data) => (data instanceof Uint8Array ? data : Uint8Array.from(data));

module.exports = {
  version: '1.2.2',
  /** A Buffer, Uint8Array or array of bytes. */
  buf: (data, seed) => crc32(bytes(data), (seed ?? 0) >>> 0) | 0,
  /** A binary string: one byte per character (its low 8 bits). */
  bstr: (data, seed) => crc32(Buffer.from(data, 'latin1'), (seed ?? 0) >>> 0) | 0,
  /** A string, as its UTF-8 bytes. */
  str: (data, seed) => crc32(Buffer.from(data, 'utf8'), (seed ?? 0) >>> 0) | 0,
};
