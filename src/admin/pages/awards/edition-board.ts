// What the winners page and the heroes page share: the edition shown, its data from the server, the
// open dialog, and the two kinds of change (a dialog's save, a quick action such as reordering) whose
// answer is the edition as it now stands. A change on one board may change the other (a hero is made
// from a winner), so its cached edition is fetched again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { EditionCategory } from '../../../shared/editions';
import { notify, notifyFailure } from './edition-controls';

export type Board = 'awards' | 'heroes';
export const boardKey = (board: Board, edition: EditionCategory) => [board, edition] as const;
const OTHER: Record<Board, Board> = { awards: 'heroes', heroes: 'awards' };

/** `initial`: the edition the board opens on (the one under way, src/admin/app/programme-edition.tsx). */
export function useEditionBoard<T extends { editionCategory: EditionCategory }, D>(board: Board, initial: EditionCategory, load: (edition: EditionCategory) => Promise<T>) {
  const queryClient = useQueryClient();
  const [edition, setEdition] = useState<EditionCategory>(initial);
  const [dialog, setDialog] = useState<D | null>(null);
  const data = useQuery({ queryKey: boardKey(board, edition), queryFn: () => load(edition) });
  const changed = (next: T, message?: string) => {
    queryClient.setQueryData(boardKey(board, next.editionCategory), next);
    void queryClient.invalidateQueries({ queryKey: boardKey(OTHER[board], next.editionCategory) });
    if (message) notify('green', message);
  };
  const save = useMutation({
    mutationFn: async (call: () => Promise<T>) => call(),
    onSuccess: (next) => {
      changed(next, '已儲存');
      setDialog(null);
    },
  });
  const quick = useMutation({ mutationFn: async (call: () => Promise<T>) => call(), onSuccess: (next) => changed(next), onError: notifyFailure });
  /** The keys the publication panel refreshes: this board's edition and the other board's. */
  const queryKeys = [boardKey(board, edition), boardKey(OTHER[board], edition)];
  return { edition, setEdition, dialog, setDialog, data, save, quick, busy: quick.isPending || save.isPending, queryKeys };
}
