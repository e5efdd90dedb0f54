// Dates as the programme writes them, always in Taipei time whatever the machine's zone: the one
// formatting module of the server, the letters, the receipt and the pages. Intl does the time-zone
// arithmetic (no hand-added offset). Republic-of-China year = Gregorian year − 1911. Programme dates
// and years are written with the ROC year everywhere a person reads them (README.md "Dates").
const ZONE = 'Asia/Taipei';
const fields = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  weekday: 'short',
  timeZoneName: 'longOffset',
});
const WEEKDAYS: Record<string, string> = { Sun: '日', Mon: '一', Tue: '二', Wed: '三', Thu: '四', Fri: '五', Sat: '六' };

export interface TaipeiParts {
  year: number;
  month: number;
  day: number;
  /** two digits, 00-23 */
  hour: string;
  minute: string;
  second: string;
  /** 日 一 二 … 六 */
  weekday: string;
  /** "+08:00" */
  offset: string;
}

export function taipeiParts(value: string | Date | number): TaipeiParts {
  const p: Record<string, string> = {};
  for (const part of fields.formatToParts(new Date(value))) p[part.type] = part.value;
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: p.hour ?? '00',
    minute: p.minute ?? '00',
    second: p.second ?? '00',
    weekday: WEEKDAYS[p.weekday ?? ''] ?? '',
    offset: (p.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00',
  };
}

const two = (n: number) => String(n).padStart(2, '0');
const DAY_MS = 24 * 60 * 60 * 1000;

/** "114 年 10 月 15 日" */
export function rocDate(value: string | Date | number): string {
  const p = taipeiParts(value);
  return `${p.year - 1911} 年 ${p.month} 月 ${p.day} 日`;
}

/** "114 年 10 月 15 日 23:59" */
export function rocDateTime(value: string | Date | number): string {
  const p = taipeiParts(value);
  return `${rocDate(value)} ${p.hour}:${p.minute}`;
}

/** "114 年 10 月 15 日（星期三）23:59": deadlines in letters and on the upload page. */
export function rocDateTimeWeekday(value: string | Date | number): string {
  const p = taipeiParts(value);
  return `${rocDate(value)}（星期${p.weekday}）${p.hour}:${p.minute}`;
}

/** "114 年 10 月 13 日 15:04:05": times on the receipt and its letter (ROC year, to the second). */
export function rocDateTimeSeconds(value: string | Date | number): string {
  const p = taipeiParts(value);
  return `${rocDate(value)} ${p.hour}:${p.minute}:${p.second}`;
}

/** "2025-10-13": the Taipei calendar day `value` falls on (a date picker's value, a day's key). */
export function taipeiDate(value: string | Date | number): string {
  const p = taipeiParts(value);
  return `${p.year}-${two(p.month)}-${two(p.day)}`;
}

/** Every calendar day from `first` to `last` (YYYY-MM-DD, both included): dates only, no time zone. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${last}T00:00:00Z`); t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** The Taipei offset of a calendar day ("+08:00"), read at its noon. */
const offsetOf = (day: string) => taipeiParts(Date.parse(`${day}T12:00:00Z`)).offset;

/** "114 年 10 月 13 日": a Taipei calendar day (YYYY-MM-DD, e.g. a chart's day) written as people read it. */
export function rocDay(day: string): string {
  return rocDate(fromTaipeiLocal(`${day}T12:00`));
}

/** "2025-10-13T23:59:59+08:00": the end of a Taipei calendar day (YYYY-MM-DD), as ISO. */
export function endOfTaipeiDay(day: string): string {
  return `${day}T23:59:59${offsetOf(day)}`;
}

/** A Taipei wall-clock time typed in a form ("2025-10-13T15:00" or with seconds) as ISO with its offset. */
export function fromTaipeiLocal(local: string): string {
  const withSeconds = local.length === 16 ? `${local}:00` : local;
  return `${withSeconds}${offsetOf(local.slice(0, 10))}`;
}

/** "2025-10-13T15:00:00+08:00": an ISO date-time whose date part is the programme's calendar date. */
export function taipeiIso(value: string | Date | number): string {
  const p = taipeiParts(value);
  return `${p.year}-${two(p.month)}-${two(p.day)}T${p.hour}:${p.minute}:${p.second}${p.offset}`;
}


/** The end (23:59:59 Taipei) of the Taipei calendar day `days` days after `from`, as ISO. */
export function taipeiEndOfDay(from: Date, days: number): string {
  return endOfTaipeiDay(taipeiDate(from.getTime() + days * DAY_MS));
}

/** `time` ("09:00") Taipei on the Taipei calendar day `days` days after `from` (negative: before), as a Date. */
export function taipeiDayAt(from: Date | string | number, days: number, time: string): Date {
  return new Date(fromTaipeiLocal(`${taipeiDate(new Date(from).getTime() + days * DAY_MS)}T${time}`));
}

/** Said after a time in every letter, receipt and page, so that no reader takes it for their own zone. */
export const TAIPEI_SUFFIX = '（臺北時間 UTC+8）';

/**
 * The Taipei wall-clock time of `value` as a Date whose UTC fields read it (15:04 in Taipei → 15:04Z).
 * Only for formats that store a time without a zone and whose readers show it as stored: an XLSX date
 * serial (exceljs makes it from a Date's UTC time) and a ZIP entry's DOS time (archiver writes a Date's
 * UTC fields). Not the instant itself: never compare it, store it or send it anywhere else.
 */
export function taipeiWallClock(value: string | Date | number): Date {
  const p = taipeiParts(value);
  return new Date(Date.UTC(p.year, p.month - 1, p.day, Number(p.hour), Number(p.minute), Number(p.second)));
}
