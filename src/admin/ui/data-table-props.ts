// What every back-office data table shares, in one place.

/**
 * A table wider than the screen scrolls sideways; its scrolling box must be reachable by keyboard
 * (WCAG 2.1.1, axe's scrollable-region-focusable), so it takes focus and carries the table's name.
 */
export const focusableScroll = (name: string) => ({ viewportProps: { tabIndex: 0, 'aria-label': name } });

const PAGE_CONTROL_NAMES = { first: '第一頁', last: '最後一頁', previous: '上一頁', next: '下一頁' } as const;

/** The pager of a server-paged table in zh-TW: its summary and the names of its arrow buttons. */
export const zhPagination = {
  paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) => `第 ${from}–${to} 筆，共 ${totalRecords} 筆`,
  getPaginationControlProps: (control: keyof typeof PAGE_CONTROL_NAMES) => ({ 'aria-label': PAGE_CONTROL_NAMES[control] }),
};
