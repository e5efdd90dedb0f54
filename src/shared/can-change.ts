// "Can this registration change now?" (SPEC.md section 4): the one answer every server path gives
// (route loader, upload steps, uploads, final submission, registration edit) and that the server sends
// the pages as `editable`. Pages never decide it again; they read that flag.
import { isEditableStatus } from './registration-status';
import { uploadWindow, type ProgrammeWindows } from './window-messages';

/** What the registration itself contributes to the answer. */
export interface ChangeSubject {
  status: string | null | undefined;
  /**
   * The back office's correction deadline for a reviewed registration (status reviewed_awaiting): while
   * set, it replaces the upload window's end for that registration. Null until the back office exists.
   */
  correctionDeadline: string | Date | null;
}

export type ChangeRefusal = 'locked' | 'notYetOpen' | 'uploadClosed' | 'correctionClosed';
export type ChangeVerdict = { editable: true } | { editable: false; reason: ChangeRefusal };

/** Whether the registration can change at `now`, given the programme's windows; if not, why. */
export function canChange(subject: ChangeSubject, windows: ProgrammeWindows, now: Date = new Date()): ChangeVerdict {
  if (!isEditableStatus(subject.status)) return { editable: false, reason: 'locked' };
  const upload = uploadWindow(windows, now);
  if (upload === 'notYetOpen') return { editable: false, reason: 'notYetOpen' };
  if (subject.status === 'reviewed_awaiting' && subject.correctionDeadline !== null) {
    return now.getTime() <= new Date(subject.correctionDeadline).getTime() ? { editable: true } : { editable: false, reason: 'correctionClosed' };
  }
  return upload === 'open' ? { editable: true } : { editable: false, reason: 'uploadClosed' };
}
