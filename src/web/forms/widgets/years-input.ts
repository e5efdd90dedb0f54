// Typing filter of the years fields (SPEC.md section 5): digits and one decimal point with at most one
// decimal, capped at the schema's maximum (99.9). The schema still decides what is valid.
export function filterYears(raw: string, max: number): string {
  let text = raw.replace(/[^\d.]/g, '');
  const dot = text.indexOf('.');
  if (dot !== -1) text = `${text.slice(0, dot + 1)}${text.slice(dot + 1).replace(/\./g, '').slice(0, 1)}`;
  if (text.startsWith('.')) text = `0${text}`;
  text = text.replace(/^0+(?=\d)/, '');
  if (text !== '' && Number(text) > max) return String(max);
  return text;
}

/** The number a filtered text stands for (undefined while empty). */
export function yearsValue(text: string): number | undefined {
  if (text === '' || text === '.') return undefined;
  const n = Number(text.endsWith('.') ? text.slice(0, -1) : text);
  return Number.isFinite(n) ? n : undefined;
}
