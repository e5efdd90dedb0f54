// A score sheet's state as a badge, alike on the juror's list and on the admin's assignment table: filled
// in colours dark enough for white text (WCAG AA 4.5:1), 未評分 an outline.
import { Badge, type BadgeProps } from '@mantine/core';
import { JUDGING_SHEET_LABELS } from '../../shared/back-office-labels';

type SheetState = keyof typeof JUDGING_SHEET_LABELS;
const SHEET_COLORS = { none: 'gray.8', draft: 'gold.9', submitted: 'teal.9' } as const satisfies Record<SheetState, string>;

/** `who` names the juror the sheet is of, where a row lists several. */
export function SheetBadge({ state, size, who }: { state: SheetState; size?: BadgeProps['size']; who?: string }) {
  return (
    <Badge size={size} color={SHEET_COLORS[state]} variant={state === 'none' ? 'outline' : 'filled'}>
      {who ? `${who}：` : ''}
      {JUDGING_SHEET_LABELS[state]}
    </Badge>
  );
}
