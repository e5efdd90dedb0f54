// One entry as a juror sees it, with the score form (issue 28).
export function JuryEntryPage() {
  return null;
}
