// The heroes board's pager: Mantine's Pagination, in a chunk of its own that loads only when a board
// has more than one page (the board paints its first cards without Mantine; issue 14, heroes ≥ 95).
import { Pagination } from '@mantine/core';
import { MantineScope } from '../../app/mantine-scope';

export interface BoardPagerText {
  pageItem: (n: number) => string;
  previous: string;
  next: string;
}

export default function BoardPager({ pages, value, onChange, text }: { pages: number; value: number; onChange: (n: number) => void; text: BoardPagerText }) {
  return (
    <MantineScope>
      <Pagination
        total={pages}
        value={value}
        onChange={onChange}
        getItemProps={(n) => ({ 'aria-label': text.pageItem(n), 'aria-current': n === value ? 'page' : undefined })}
        getControlProps={(control) => (control === 'previous' ? { 'aria-label': text.previous } : control === 'next' ? { 'aria-label': text.next } : {})}
      />
    </MantineScope>
  );
}
