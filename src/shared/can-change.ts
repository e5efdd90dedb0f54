// "Can this registration change now?" (SPEC.md section 4): the one answer every server path gives
// (route loader, upload steps, uploads, final submission, registration edit) and that the server sends
// the pages as `editable`. Pages never decide it again; they read that flag.
import { isEditableStatus } from './registration-status';

/** A period given by its settings (ISO date-times, both ends included). */
export interface Window {
  opensAt: string;
  closesAt: string;
}

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

/** Whether `now` falls inside the window. */
export function withinWindow(window: Window, now: Date = new Date()): boolean {
  const t = now.getTime();
  return t >= Date.parse(window.opensAt) && t <= Date.parse(window.closesAt);
}

/** Whether the registration can change at `now`, given the upload window; if not, why. */
export function canChange(subject: ChangeSubject, upload: Window, now: Date = new Date()): ChangeVerdict {
  if (!isEditableStatus(subject.status)) return { editable: false, reason: 'locked' };
  const t = now.getTime();
  if (t < Date.parse(upload.opensAt)) return { editable: false, reason: 'notYetOpen' };
  if (subject.status === 'reviewed_awaiting' && subject.correctionDeadline !== null) {
    return t <= new Date(subject.correctionDeadline).getTime() ? { editable: true } : { editable: false, reason: 'correctionClosed' };
  }
  return withinWindow(upload, now) ? { editable: true } : { editable: false, reason: 'uploadClosed' };
}
