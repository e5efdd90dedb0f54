// The registration and upload windows (settings REGISTRATION_OPENS_AT, REGISTRATION_CLOSES_AT,
// UPLOAD_CLOSES_AT): whether one is open at a moment, and what to say when it is not: before it opens,
// when it opens; after it closed, when it closed. One home for the server's refusals (409) and the
// pages' notices, so both name the configured dates.
import { rocDate, rocDateTime } from './taipei-time';

export interface ProgrammeWindows {
  registrationOpensAt: string;
  registrationClosesAt: string;
  uploadClosesAt: string;
}
export type WindowState = 'notYetOpen' | 'open' | 'closed';
type When = string | number | Date;

function stateAt(opensAt: string, closesAt: string, now: When): WindowState {
  const t = new Date(now).getTime();
  if (t < Date.parse(opensAt)) return 'notYetOpen';
  return t <= Date.parse(closesAt) ? 'open' : 'closed';
}

/** New registrations (and the candidate photo that comes with one). */
export function registrationWindow(w: ProgrammeWindows, now: When = new Date()): WindowState {
  return stateAt(w.registrationOpensAt, w.registrationClosesAt, now);
}

/** Uploads, and edits of a registration, from the registration window's start. */
export function uploadWindow(w: ProgrammeWindows, now: When = new Date()): WindowState {
  return stateAt(w.registrationOpensAt, w.uploadClosesAt, now);
}

/** Why a registration is not accepted at `now` (call it when registrationWindow is not 'open'). */
export function registrationWindowMessage(w: ProgrammeWindows, now: When = new Date()): string {
  return registrationWindow(w, now) === 'notYetOpen'
    ? `報名將於 ${rocDateTime(w.registrationOpensAt)} 開放，敬請期待。`
    : `報名已於 ${rocDate(w.registrationClosesAt)}截止，感謝您的參與。`;
}

/** Why an upload or an edit is not accepted at `now` (call it when uploadWindow is not 'open'). */
export function uploadWindowMessage(w: ProgrammeWindows, now: When = new Date()): string {
  return uploadWindow(w, now) === 'notYetOpen'
    ? `資料上傳將於 ${rocDateTime(w.registrationOpensAt)} 開放，敬請期待。`
    : `資料上傳已於 ${rocDate(w.uploadClosesAt)}截止，感謝您的參與。`;
}
