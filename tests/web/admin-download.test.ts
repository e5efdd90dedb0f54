// The back office saves a download under the name the server gave: the RFC 5987 UTF-8 form first
// (zh-TW names), the plain one otherwise, the page's own name when the server gave none.
import { describe, expect, it } from 'vitest';
import { filenameOf } from '../../src/admin/api/download';
import { contentDisposition } from '../../src/server/platform/storage/content-disposition';

describe('filenameOf', () => {
  it('reads back the zh-TW name the server sends', () => {
    expect(filenameOf(contentDisposition('attachment', '報名資料-20251013-1504.csv'), 'x.csv')).toBe('報名資料-20251013-1504.csv');
  });
  it('falls back to the plain name, then to the page’s own', () => {
    expect(filenameOf('attachment; filename="R0001.zip"', 'x.zip')).toBe('R0001.zip');
    expect(filenameOf(null, '報名資料.zip')).toBe('報名資料.zip');
    expect(filenameOf("attachment; filename*=UTF-8''%E0%A4%A", 'x.zip')).toBe('x.zip');
  });
});
