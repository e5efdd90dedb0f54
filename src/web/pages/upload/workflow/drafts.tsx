// Unsaved-entry tracking (SPEC.md section 4): each form of a step reports whether it holds filled
// entries that were not added yet; the stepper asks before leaving the step.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

type Report = (key: string, dirty: boolean) => void;
const DraftContext = createContext<Report>(() => {});

/** Reports this form's unsaved state while it is mounted. */
export function useDraft(key: string, dirty: boolean): void {
  const report = useContext(DraftContext);
  useEffect(() => {
    report(key, dirty);
    return () => report(key, false);
  }, [report, key, dirty]);
}

/** Collects the reports of the forms below it; `isDirty()` answers for the step on screen. */
export function useDraftRegistry(): { report: Report; isDirty(): boolean } {
  const [registry] = useState(() => {
    const dirty = new Set<string>();
    return {
      report: (key: string, value: boolean) => void (value ? dirty.add(key) : dirty.delete(key)),
      isDirty: () => dirty.size > 0,
    };
  });
  return registry;
}

export function DraftProvider({ report, children }: { report: Report; children: ReactNode }) {
  return <DraftContext.Provider value={report}>{children}</DraftContext.Provider>;
}
