// Times on receipts are the programme's: Asia/Taipei (UTC+8, no daylight saving).
const OFFSET_MS = 8 * 3600 * 1000;

/** "2025-10-13 15:04:05" in Taipei time. */
export function taipeiDateTime(value: Date | string): string {
  return new Date(new Date(value).getTime() + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export const TAIPEI_SUFFIX = '（臺北時間 UTC+8）';
