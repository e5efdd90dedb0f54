// The server's use of src/shared/can-change.ts: the settings' upload window, the registration's part
// (no correction deadline is stored yet: the back office will add it) and the 409 a refusal answers.
import { canChange, type ChangeRefusal, type ChangeVerdict } from '../../shared/can-change';
import { messages } from '../../shared/messages';
import { uploadWindow, type Config } from '../config';
import { conflict } from '../contract/api-error';

export function changeVerdict(config: Config, status: string | null | undefined, now: Date = new Date()): ChangeVerdict {
  return canChange({ status, correctionDeadline: null }, uploadWindow(config), now);
}

/** Whether the registration can change now: the `editable` flag the pages read. */
export function isEditable(config: Config, status: string | null | undefined): boolean {
  return changeVerdict(config, status).editable;
}

// Before the window opens nobody has a registration to change; the closed text answers until the
// texts of issue 13 give that case its own sentence.
const REFUSAL_TEXT: Record<ChangeRefusal, string> = {
  locked: messages.registrationLocked,
  notYetOpen: messages.uploadClosed,
  uploadClosed: messages.uploadClosed,
  correctionClosed: messages.correctionClosed,
};

/** 409 with the reason's text unless the registration can change now. */
export function assertCanChange(config: Config, status: string | null | undefined): void {
  const verdict = changeVerdict(config, status);
  if (!verdict.editable) throw conflict(REFUSAL_TEXT[verdict.reason]);
}
