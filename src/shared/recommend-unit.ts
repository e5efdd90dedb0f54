// Recommending units as stored (SPEC.md section 5): the registration form's recommendUnit and the upload
// step's recommendationSource alike. Full-width commas and semicolons become ASCII, several units are
// separated by semicolons, each is trimmed and empty ones ("甲；；乙；") are dropped. The browser sends
// it normalised, the server applies it again before storing; both call this one function.
export function normalizeRecommendUnit(value: string): string {
  return value
    .replace(/，/g, ',')
    .replace(/；/g, ';')
    .split(';')
    .map((unit) => unit.trim())
    .filter(Boolean)
    .join(';');
}
