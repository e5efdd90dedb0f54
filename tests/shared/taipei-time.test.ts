// The one Taipei-time module: the calendar date turns at midnight Taipei (16:00 UTC), whatever the
// machine's own zone, and ROC years are Gregorian − 1911.
import { describe, expect, it } from 'vitest';
import { rocDate, rocDay, rocDateTimeSeconds, rocDateTime, rocDateTimeWeekday, taipeiEndOfDay, taipeiIso, taipeiWallClock } from '../../src/shared/taipei-time';

const beforeMidnight = '2025-10-15T15:59:59Z'; // 23:59:59 on Wednesday 15 October in Taipei
const afterMidnight = '2025-10-15T16:00:00Z'; // 00:00:00 on Thursday 16 October in Taipei

describe('Taipei time', () => {
  it('writes ROC dates, the day turning at midnight Taipei', () => {
    expect(rocDate(beforeMidnight)).toBe('114 年 10 月 15 日');
    expect(rocDate(afterMidnight)).toBe('114 年 10 月 16 日');
    expect(rocDateTime(beforeMidnight)).toBe('114 年 10 月 15 日 23:59');
    expect(rocDateTime(afterMidnight)).toBe('114 年 10 月 16 日 00:00');
    expect(rocDateTimeWeekday(beforeMidnight)).toBe('114 年 10 月 15 日（星期三）23:59');
    expect(rocDateTimeWeekday(afterMidnight)).toBe('114 年 10 月 16 日（星期四）00:00');
  });

  it('turns the ROC year with the Taipei new year, not the UTC one', () => {
    expect(rocDate('2025-12-31T15:59:59Z')).toBe('114 年 12 月 31 日');
    expect(rocDate('2025-12-31T16:00:00Z')).toBe('115 年 1 月 1 日');
    expect(rocDate('1912-06-01T00:00:00+08:00')).toBe('1 年 6 月 1 日');
  });

  it('writes receipt times with the ROC year to the second, and ISO with the Taipei offset', () => {
    expect(rocDateTimeSeconds(beforeMidnight)).toBe('114 年 10 月 15 日 23:59:59');
    expect(rocDateTimeSeconds(afterMidnight)).toBe('114 年 10 月 16 日 00:00:00');
    expect(taipeiIso(afterMidnight)).toBe('2025-10-16T00:00:00+08:00');
    expect(taipeiIso(new Date('2025-10-13T07:00:00Z'))).toBe('2025-10-13T15:00:00+08:00');
  });

  it('cuts a time to its minute, never rounds it up (one rule for 送出時間 and the status history)', () => {
    expect(rocDateTime('2025-10-15T05:30:59.999Z')).toBe('114 年 10 月 15 日 13:30');
    expect(rocDateTime('2025-10-15T05:31:00.000Z')).toBe('114 年 10 月 15 日 13:31');
  });

  it('writes a Taipei calendar day (a chart key) with the ROC year', () => {
    expect(rocDay('2025-10-15')).toBe('114 年 10 月 15 日');
    expect(rocDay('2026-01-01')).toBe('115 年 1 月 1 日');
  });

  it('finds the end of a Taipei day some days later', () => {
    expect(taipeiEndOfDay(new Date(beforeMidnight), 0)).toBe('2025-10-15T23:59:59+08:00');
    expect(taipeiEndOfDay(new Date(afterMidnight), 0)).toBe('2025-10-16T23:59:59+08:00');
    expect(taipeiEndOfDay(new Date(afterMidnight), 6)).toBe('2025-10-22T23:59:59+08:00');
  });

  it('gives the Taipei wall-clock time as UTC fields, for zone-less formats (XLSX dates, ZIP times)', () => {
    expect(taipeiWallClock(beforeMidnight).toISOString()).toBe('2025-10-15T23:59:59.000Z');
    expect(taipeiWallClock(afterMidnight).toISOString()).toBe('2025-10-16T00:00:00.000Z');
  });
});
