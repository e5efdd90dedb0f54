// Issue 30 item 9: a cell a spreadsheet could read as a formula is written with a leading apostrophe (text), also when
// it starts with a fullwidth or small = + - @ (which Excel takes as the ASCII sign), after white space, or after a
// leading tab, carriage return or line feed. The one guard every CSV export goes through (csvCell).
import { describe, expect, it } from 'vitest';
import { csvCell } from '../../src/server/features/exports/csv';

describe('csvCell', () => {
  it.each([
    ['=1+1', `"'=1+1"`],
    ['＝HYPERLINK("http://evil.example")', `"'＝HYPERLINK(""http://evil.example"")"`],
    ['＋886 2 1234', `"'＋886 2 1234"`],
    ['－1+1', `"'－1+1"`],
    ['＠SUM(A1)', `"'＠SUM(A1)"`],
    ['﹦1+1', `"'﹦1+1"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
    ['\n＝1+1', `"'\n＝1+1"`],
    [' =1+1', `"' =1+1"`],
    ['\u3000＝1+1', `"'\u3000＝1+1"`],
  ])('neutralises %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([['山海社'], ['台北市中正路 1 號'], ['a=b'], ['王 小明']])('leaves %j as it is', (value) => {
    expect(csvCell(value)).toBe(`"${value}"`);
  });
});
