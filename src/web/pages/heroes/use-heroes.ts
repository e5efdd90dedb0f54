// One page of the heroes board, and one hero for the detail pages. A board failure empties the
// list and the total (SPEC.md section 8); the client's generic error toast still applies. The
// detail page says itself when a hero is missing, so its call is quiet.
import { useEffect, useState } from 'react';
import type { components } from '../../../shared/generated/api';
import { api, quiet } from '../../api/client';
import { EDITION_CATEGORY, type EditionNumber, type EntityType } from './editions';
import type { Hero } from './hero-display';

export type HeroDetail = components['schemas']['HeroDetail'];

export interface BoardQuery {
  edition: EditionNumber;
  entityType: EntityType;
  /** Already trimmed; null for no filter. */
  keyword: string | null;
  offset: number;
  limit: number;
}

export type BoardState = { status: 'loading' } | { status: 'ready'; heroes: Hero[]; total: number };

export function useHeroesBoard(query: BoardQuery): BoardState {
  const key = JSON.stringify(query);
  const [state, setState] = useState<{ key: string; value: BoardState }>({ key, value: { status: 'loading' } });
  useEffect(() => {
    let live = true;
    const q = JSON.parse(key) as BoardQuery;
    const empty = (reason: unknown) => {
      if (!live) return;
      console.warn('[heroes] board failed to load', reason);
      setState({ key, value: { status: 'ready', heroes: [], total: 0 } });
    };
    api
      .POST('/api/leaderboards/v1/list', {
        body: { entityType: q.entityType, editionCategory: EDITION_CATEGORY[q.edition], keyword: q.keyword, offset: q.offset, limit: q.limit },
      })
      .then(({ data, error }) => {
        if (!live) return;
        if (data) setState({ key, value: { status: 'ready', heroes: data.data, total: data.total } });
        else empty(error);
      }, empty);
    return () => {
      live = false;
    };
  }, [key]);
  return state.key === key ? state.value : { status: 'loading' };
}

export type HeroState = { status: 'loading' } | { status: 'ready'; hero: HeroDetail } | { status: 'missing' } | { status: 'failed' };

export function useHero(uid: string): HeroState {
  const [state, setState] = useState<{ uid: string; value: HeroState }>({ uid, value: { status: 'loading' } });
  useEffect(() => {
    let live = true;
    const fail = (reason: unknown) => {
      if (!live) return;
      console.warn(`[heroes] hero ${uid} failed to load`, reason);
      setState({ uid, value: { status: 'failed' } });
    };
    api.GET('/api/leaderboards/v1/read/{uid}', { params: { path: { uid } }, ...quiet }).then(({ data, error, response }) => {
      if (!live) return;
      if (data) setState({ uid, value: { status: 'ready', hero: data.data } });
      else if (response.status === 404 || response.status === 400) setState({ uid, value: { status: 'missing' } });
      else fail(error);
    }, fail);
    return () => {
      live = false;
    };
  }, [uid]);
  return state.uid === uid ? state.value : { status: 'loading' };
}
