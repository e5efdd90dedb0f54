// A juror's home (issue 28): the declaration first, then the entries assigned to them per stage.
export function JuryPage() {
  return null;
}
