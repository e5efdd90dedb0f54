// Loads a step's data once it is shown; `replace` updates it after an add or delete without a reload.
import { useCallback, useEffect, useState } from 'react';
import type { Outcome } from './upload-api';

export interface Loaded<T> {
  data: T | null;
  loading: boolean;
  replace(update: (current: T) => T): void;
  reload(): void;
}

export function useLoaded<T>(load: () => Promise<Outcome<T>>, onError: (message: string) => void, fallback: T): Loaded<T> {
  const [state, setState] = useState<{ data: T | null; loading: boolean; round: number }>({ data: null, loading: true, round: 0 });
  const round = state.round;
  useEffect(() => {
    let live = true;
    load().then((outcome) => {
      if (!live) return;
      if (!outcome.ok) onError(outcome.message);
      setState((s) => ({ ...s, loading: false, data: outcome.ok ? outcome.data : fallback }));
    });
    return () => {
      live = false;
    };
    // The loader and the fallback are fixed for a mounted section; `round` asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);
  const replace = useCallback((update: (current: T) => T) => setState((s) => ({ ...s, data: update(s.data ?? fallback) })), [fallback]);
  const reload = useCallback(() => setState((s) => ({ ...s, loading: true, round: s.round + 1 })), []);
  return { data: state.data, loading: state.loading, replace, reload };
}
