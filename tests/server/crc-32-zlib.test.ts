// packages/crc-32-zlib stands in for crc-32 (SheetJS) under archiver and exceljs (package.json
// "overrides"): every ZIP entry's CRC comes from it, so it must answer exactly as crc-32 does.
import { describe, expect, it } from 'vitest';
import crc32 from 'crc-32';

// The CRC-32 (ISO-HDLC) check value: the CRC of the nine bytes "123456789" is 0xCBF43926.
const CHECK = 0xcbf43926 | 0;

describe("crc-32's API over zlib.crc32", () => {
  it('answers the check value as a signed 32-bit integer, for a Buffer, a Uint8Array and an array of bytes', () => {
    const bytes = Buffer.from('123456789');
    expect(crc32.buf(bytes)).toBe(CHECK);
    expect(crc32.buf(new Uint8Array(bytes))).toBe(CHECK);
    expect(crc32.buf([...bytes])).toBe(CHECK);
    expect(crc32.buf(Buffer.alloc(0))).toBe(0);
  });

  it('continues from a seed (the CRC so far, signed or not), as a stream of chunks computes it', () => {
    const whole = Buffer.from('報名資料摘要 — the same bytes in three chunks');
    const [a, b, c] = [whole.subarray(0, 5), whole.subarray(5, 20), whole.subarray(20)];
    expect(crc32.buf(c, crc32.buf(b, crc32.buf(a)))).toBe(crc32.buf(whole));
    expect(crc32.buf(c, crc32.buf(b, crc32.buf(a)) >>> 0)).toBe(crc32.buf(whole));
  });

  it('reads a string as UTF-8 (str) and a binary string one byte per character (bstr)', () => {
    expect(crc32.str('123456789')).toBe(CHECK);
    expect(crc32.str('王小明')).toBe(crc32.buf(Buffer.from('王小明', 'utf8')));
    expect(crc32.bstr('\u00e9\u00ff')).toBe(crc32.buf(Buffer.from([0xe9, 0xff])));
  });
});
