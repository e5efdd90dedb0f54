// Speed and time left of the resumable upload (src/web/files/transfer-rate.ts): from the last few seconds,
// nothing said before half a second of reports, and a new start after a pause or a cut.
import { describe, expect, it } from 'vitest';
import { TransferRate } from '../../src/web/files/transfer-rate';
import { RESUMABLE_TEXT } from '../../src/web/pages/upload/workflow/texts';

const MB = 1024 * 1024;

describe('the transfer rate of an upload', () => {
  it('says nothing before half a second, then the speed and the time left', () => {
    const rate = new TransferRate();
    expect(rate.add(0, 0, 10 * MB)).toEqual({ bytesPerSecond: null, secondsLeft: null });
    expect(rate.add(400, MB / 2, 10 * MB).bytesPerSecond).toBeNull();
    expect(rate.add(2000, 2 * MB, 10 * MB)).toEqual({ bytesPerSecond: MB, secondsLeft: 8 });
  });

  it('follows the last seconds: a slower connection shows at once, not averaged since the start', () => {
    const rate = new TransferRate();
    for (let s = 0; s <= 10; s++) rate.add(s * 1000, s * 2 * MB, 100 * MB);
    // Then 10 s at 0.1 MB/s: the window holds those only.
    let last = rate.add(10_000, 20 * MB, 100 * MB);
    for (let s = 11; s <= 20; s++) last = rate.add(s * 1000, 20 * MB + (s - 10) * 0.1 * MB, 100 * MB);
    expect(last.bytesPerSecond).toBeCloseTo(0.1 * MB, 0);
  });

  it('starts over after a reset', () => {
    const rate = new TransferRate();
    rate.add(0, 0, 10 * MB);
    rate.add(1000, MB, 10 * MB);
    rate.reset();
    expect(rate.add(60_000, 5 * MB, 10 * MB).bytesPerSecond).toBeNull();
  });

  it('words the speed and the time left in zh-TW', () => {
    expect(RESUMABLE_TEXT.speed(1.5 * MB)).toBe('1.5 MB/秒');
    expect(RESUMABLE_TEXT.timeLeft(42)).toBe('剩餘約 42 秒');
    expect(RESUMABLE_TEXT.timeLeft(200)).toBe('剩餘約 3 分 20 秒');
    expect(RESUMABLE_TEXT.timeLeft(7260)).toBe('剩餘約 2 小時 1 分');
  });
});
