// Dates in letters as the programme writes them: Republic-of-China year, Taipei time.
// "114 年 10 月 15 日（星期三）23:59"
const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Taipei',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const weekday = new Intl.DateTimeFormat('zh-TW', { timeZone: 'Asia/Taipei', weekday: 'narrow' });

export function formatTaipeiDateTime(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  const rocYear = Number(p.year) - 1911;
  return `${rocYear} 年 ${Number(p.month)} 月 ${Number(p.day)} 日（星期${weekday.format(date)}）${p.hour}:${p.minute}`;
}
