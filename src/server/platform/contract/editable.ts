// The server's use of src/shared/can-change.ts: the settings' windows, the registration's part (its
// status and, while reviewed_awaiting, the correction deadline, which replaces the upload window's end)
// and the 409 a refusal answers, in the words of the window notices (src/shared/window-messages.ts).
import { canChange, type ChangeSubject, type ChangeVerdict } from '../../../shared/can-change';
import { messages } from '../../../shared/messages';
import { uploadWindowMessage } from '../../../shared/window-messages';
import type { Config } from '../config/config';
import { conflict } from '../http/api-error';

export type { ChangeSubject };

/** A registration row's part of the answer. */
export const changeSubjectOf = (row: { status: string; correction_deadline: Date | string | null }): ChangeSubject => ({
  status: row.status,
  correctionDeadline: row.correction_deadline,
});

export function changeVerdict(config: Config, subject: ChangeSubject, now: Date = new Date()): ChangeVerdict {
  return canChange(subject, config.programme, now);
}

/** Whether the registration can change now: the `editable` flag the pages read. */
export function isEditable(config: Config, subject: ChangeSubject): boolean {
  return changeVerdict(config, subject).editable;
}

/** 409 with the reason's text unless the registration can change now. */
export function assertCanChange(config: Config, subject: ChangeSubject, now: Date = new Date()): void {
  const verdict = changeVerdict(config, subject, now);
  if (verdict.editable) return;
  const text = verdict.reason === 'locked' ? messages.registrationLocked
    : verdict.reason === 'correctionClosed' ? messages.correctionClosed
    : uploadWindowMessage(config.programme, now);
  throw conflict(text);
}
