// A field the user never edits directly (the picked vendor's uid is set by the unit-name picker).
export function HiddenField() {
  return null;
}
