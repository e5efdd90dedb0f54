// The winner lists of one edition. A load failure shows the toast of SPEC.md section 8 (instead of
// the client's generic one) and leaves the page with its empty text.
import { TOAST_MS } from '../../layout/toast-durations';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { messages } from '../../../shared/messages';
import { api, quiet } from '../../api/client';
import { EDITION_CATEGORY, type EditionNumber } from '../heroes/editions';
import type { AwardGroup } from '../../../ui/content/winner-display';

export type AwardsState = { status: 'loading' } | { status: 'ready'; awards: AwardGroup[] } | { status: 'failed' };

function announceFailure(reason: unknown) {
  console.warn('[awards] winner list failed to load', reason);
  notifications.show({ message: messages.winnersLoadFailed, color: 'red', autoClose: TOAST_MS.error });
}

export function useAwards(edition: EditionNumber): AwardsState {
  const [state, setState] = useState<{ edition: EditionNumber; value: AwardsState }>({ edition, value: { status: 'loading' } });
  useEffect(() => {
    let live = true;
    const fail = (reason: unknown) => {
      if (!live) return;
      announceFailure(reason);
      setState({ edition, value: { status: 'failed' } });
    };
    api.POST('/api/awards/v1/list-all', { body: { editionCategory: EDITION_CATEGORY[edition] }, ...quiet }).then(({ data, error }) => {
      if (!live) return;
      if (data) setState({ edition, value: { status: 'ready', awards: data.data } });
      else fail(error);
    }, fail);
    return () => {
      live = false;
    };
  }, [edition]);
  return state.edition === edition ? state.value : { status: 'loading' };
}
