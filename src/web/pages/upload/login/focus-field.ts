// Moves the focus to a field by id after a failed submit (the first invalid one): the element
// itself when it takes focus, else the first input inside it (a radio group).
export function focusField(root: HTMLElement | null, id: string): void {
  const el = root?.querySelector<HTMLElement>(`#${id}`);
  if (!el) return;
  const target = el.matches('input, textarea, select, button, [tabindex]') ? el : (el.querySelector<HTMLElement>('input') ?? el);
  target.focus();
}
