// How long the public site's toasts stay (SPEC.md sections 4, 8 and 9): error toasts 2 s, required-item
// errors and successes 3 s, "copied" 1.5 s, a candidate photo's failure 5 s. The one home of these numbers.
export const TOAST_MS = {
  error: 2000,
  requiredItems: 3000,
  success: 3000,
  copied: 1500,
  photoFailure: 5000,
} as const;
