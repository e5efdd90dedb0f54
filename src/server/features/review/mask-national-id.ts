// The national ID number as an editor sees it (DESIGN.md section 11, Taiwan PDPA): the first three and
// the last three characters, the middle hidden, e.g. A12****789.
export function maskNationalId(plain: string | null): string | null {
  if (plain === null) return null;
  if (plain.length <= 6) return '*'.repeat(plain.length);
  return `${plain.slice(0, 3)}${'*'.repeat(plain.length - 6)}${plain.slice(-3)}`;
}
