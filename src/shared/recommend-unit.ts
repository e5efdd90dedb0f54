// The recommending unit(s) as stored (SPEC.md section 5): full-width commas and semicolons become
// ASCII, and the text is trimmed. The form applies it as one types; the server applies it again.
export function normalizeRecommendUnit(value: string): string {
  return value.replace(/，/g, ',').replace(/；/g, ';').trim();
}
