// Unsaved-entry tracking (SPEC.md section 4): each form of a step reports whether it holds filled
// entries that were not added yet, and the button that saves them (「新增」 for a list's entry, 「儲存推薦
//資料」 for the recommendation): the stepper asks before leaving the step, naming that button.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { MERIT_TEXT } from './texts';

/** `button`: the label of the button that saves this form's entry; null once nothing is left unsaved. */
type Report = (key: string, button: string | null) => void;
const DraftContext = createContext<Report>(() => {});

/** Reports this form's unsaved state while it is mounted, and the button that saves it. */
export function useDraft(key: string, dirty: boolean, button: string = MERIT_TEXT.add): void {
  const report = useContext(DraftContext);
  useEffect(() => {
    report(key, dirty ? button : null);
    return () => report(key, null);
  }, [report, key, dirty, button]);
}

/** Collects the reports of the forms below it; `isDirty()` answers for the step on screen, `buttons()` names what saves it. */
export function useDraftRegistry(): { report: Report; isDirty(): boolean; buttons(): string[] } {
  const [registry] = useState(() => {
    const dirty = new Map<string, string>();
    return {
      report: (key: string, button: string | null) => void (button ? dirty.set(key, button) : dirty.delete(key)),
      isDirty: () => dirty.size > 0,
      buttons: () => [...new Set(dirty.values())],
    };
  });
  return registry;
}

export function DraftProvider({ report, children }: { report: Report; children: ReactNode }) {
  return <DraftContext.Provider value={report}>{children}</DraftContext.Provider>;
}
