// The server's use of src/shared/can-change.ts: the settings' windows, the registration's part (no
// correction deadline is stored yet: the back office will add it) and the 409 a refusal answers, in
// the words of the window notices (src/shared/window-messages.ts).
import { canChange, type ChangeVerdict } from '../../shared/can-change';
import { messages } from '../../shared/messages';
import { uploadWindowMessage } from '../../shared/window-messages';
import type { Config } from '../config';
import { conflict } from '../contract/api-error';

export function changeVerdict(config: Config, status: string | null | undefined, now: Date = new Date()): ChangeVerdict {
  return canChange({ status, correctionDeadline: null }, config.programme, now);
}

/** Whether the registration can change now: the `editable` flag the pages read. */
export function isEditable(config: Config, status: string | null | undefined): boolean {
  return changeVerdict(config, status).editable;
}

/** 409 with the reason's text unless the registration can change now. */
export function assertCanChange(config: Config, status: string | null | undefined, now: Date = new Date()): void {
  const verdict = changeVerdict(config, status, now);
  if (verdict.editable) return;
  const text = verdict.reason === 'locked' ? messages.registrationLocked
    : verdict.reason === 'correctionClosed' ? messages.correctionClosed
    : uploadWindowMessage(config.programme, now);
  throw conflict(text);
}
