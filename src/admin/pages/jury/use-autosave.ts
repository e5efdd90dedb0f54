// A draft that saves itself (issue 28: "drafts save by themselves"): a second after the last change the
// newest draft goes to the server, one request at a time (a change made while one is under way is sent
// after it, never beside it), and a draft equal to what the server holds is not sent again. The server
// keeps the draft, so a reload starts from it; what is still waiting is sent when the page is hidden
// (a phone switching apps) or left, and the browser asks before a reload would drop it.
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long after the last change a draft is sent. */
export const AUTOSAVE_DELAY_MS = 1000;

export type AutosaveStatus = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'failed'; error: unknown };

export interface Autosave<T> {
  status: AutosaveStatus;
  /** A new draft: sent AUTOSAVE_DELAY_MS after the last one. */
  change: (draft: T) => void;
  /** Sends what is waiting now (and waits for a save under way); rejects when that save fails. */
  flush: () => Promise<void>;
}

export function useAutosave<T>(save: (draft: T) => Promise<unknown>, saved: T, enabled: boolean): Autosave<T> {
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' });
  const latest = useRef(saved);
  const savedJson = useRef(JSON.stringify(saved));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<void> | null>(null);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    while (running.current) await running.current;
    const draft = latest.current;
    const json = JSON.stringify(draft);
    if (json === savedJson.current) return;
    setStatus({ kind: 'saving' });
    const run = saveRef.current(draft).then(
      () => {
        savedJson.current = json;
        setStatus({ kind: 'saved', at: new Date() });
      },
      (error: unknown) => {
        setStatus({ kind: 'failed', error });
        throw error;
      },
    );
    // Whoever waits for this save only needs it over, whatever its outcome.
    running.current = run.then(
      () => undefined,
      () => undefined,
    );
    try {
      await run;
    } finally {
      running.current = null;
    }
  }, []);

  const change = useCallback(
    (draft: T) => {
      if (!enabled) return;
      latest.current = draft;
      clearTimeout(timer.current);
      timer.current = undefined;
      if (JSON.stringify(draft) === savedJson.current) return;
      setStatus({ kind: 'saving' });
      // A failure shows in the status; the next change tries again.
      timer.current = setTimeout(() => void flush().catch(() => undefined), AUTOSAVE_DELAY_MS);
    },
    [enabled, flush],
  );

  useEffect(() => {
    if (!enabled) return undefined;
    const unsaved = () => JSON.stringify(latest.current) !== savedJson.current;
    const hidden = () => {
      if (document.visibilityState === 'hidden' && unsaved()) void flush().catch(() => undefined);
    };
    const leaving = (event: BeforeUnloadEvent) => {
      if (!unsaved()) return;
      void flush().catch(() => undefined);
      event.preventDefault();
    };
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('beforeunload', leaving);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('beforeunload', leaving);
      // Leaving the page inside the app (the list, another entry): what is waiting is sent now.
      if (unsaved()) void flush().catch(() => undefined);
    };
  }, [enabled, flush]);

  return { status, change, flush };
}
