// News from the API (typed client). Load failures are only logged (SPEC.md section 8); the pages
// show an empty state instead of a blank page.
import { useEffect, useState } from 'react';
import type { components } from '../../../shared/generated/api';
import { newsRequests } from './news-requests';

export type NewsItem = components['schemas']['NewsItem'];
export type NewsDetail = components['schemas']['NewsDetail'];

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

const logFailure = (what: string, reason: unknown) => console.warn(`[news] ${what} failed to load`, reason);

export function useNewsList(): Loaded<NewsItem[]> {
  const [state, setState] = useState<Loaded<NewsItem[]>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    newsRequests.takeList().then(
      ({ data, error }) => {
        if (!live) return;
        if (data) setState({ status: 'ready', value: data.data });
        else {
          logFailure('list', error);
          setState({ status: 'failed' });
        }
      },
      (reason: unknown) => {
        if (!live) return;
        logFailure('list', reason);
        setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

export function useNewsItem(id: string): Loaded<NewsDetail> {
  // Remember which id the answer belongs to, so a change of id shows loading, not the old item.
  const [state, setState] = useState<{ id: string; loaded: Loaded<NewsDetail> }>({ id, loaded: { status: 'loading' } });
  useEffect(() => {
    let live = true;
    newsRequests.takeItem(id).then(
      ({ data, error }) => {
        if (!live) return;
        if (data) setState({ id, loaded: { status: 'ready', value: data.data } });
        else {
          logFailure(`item ${id}`, error);
          setState({ id, loaded: { status: 'failed' } });
        }
      },
      (reason: unknown) => {
        if (!live) return;
        logFailure(`item ${id}`, reason);
        setState({ id, loaded: { status: 'failed' } });
      },
    );
    return () => {
      live = false;
    };
  }, [id]);
  return state.id === id ? state.loaded : { status: 'loading' };
}

/** The start date as the list shows it: the date part of startsAt (before T), as year and month.day. */
export function newsDate(startsAt: string): { iso: string; year: string; monthDay: string } {
  const iso = startsAt.split('T')[0]!;
  const [year = '', month = '', day = ''] = iso.split('-');
  return { iso, year, monthDay: `${month}.${day}` };
}
