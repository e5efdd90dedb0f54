// File sizes as people read them, with the exact byte count beside (receipts settle disputes).
export function readableSize(bytes: number): string {
  const exact = `${bytes.toLocaleString('en-US')} 位元組`;
  if (bytes < 1024) return exact;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / (1024 * 1024), 'MB'];
  return `${value.toFixed(1)} ${unit}（${exact}）`;
}
