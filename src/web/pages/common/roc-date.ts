// Dates as the programme writes them: Republic-of-China years, Taipei time ("114年8月29日 10:00").
const rocFormat = new Intl.DateTimeFormat('zh-TW-u-ca-roc', {
  timeZone: 'Asia/Taipei',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function rocDateTime(value: string | Date): string {
  const parts = Object.fromEntries(rocFormat.formatToParts(new Date(value)).map((p) => [p.type, p.value]));
  return `${parts.year}年${parts.month}月${parts.day}日 ${parts.hour}:${parts.minute}`;
}
