// The admin's jury desk (issue 28).
export function JudgingPage() {
  return null;
}
