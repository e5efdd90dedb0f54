// "Can this registration change now?" answered in one place (src/shared/can-change.ts): status first,
// then the upload window, or the back office's correction deadline for a reviewed registration.
import { describe, expect, it } from 'vitest';
import { canChange } from '../../src/shared/can-change';

const upload = { registrationOpensAt: '2025-08-29T10:00:00+08:00', registrationClosesAt: '2025-10-09T23:59:59+08:00', uploadClosesAt: '2025-10-15T23:59:59+08:00' };
const at = (iso: string) => new Date(iso);
const inside = at('2025-09-10T12:00:00+08:00');
const after = at('2025-10-16T00:00:00+08:00');

describe('canChange', () => {
  it('an editable status inside the window can change, both ends included', () => {
    expect(canChange({ status: 'in_progress', correctionDeadline: null }, upload, inside)).toEqual({ editable: true });
    expect(canChange({ status: 'in_progress', correctionDeadline: null }, upload, at(upload.registrationOpensAt)).editable).toBe(true);
    expect(canChange({ status: 'reviewed_awaiting', correctionDeadline: null }, upload, at(upload.uploadClosesAt)).editable).toBe(true);
  });

  it('a submitted (or unknown) status is locked, whatever the calendar says', () => {
    expect(canChange({ status: 'submitted', correctionDeadline: null }, upload, inside)).toEqual({ editable: false, reason: 'locked' });
    expect(canChange({ status: 'submitted', correctionDeadline: '2030-01-01T00:00:00Z' }, upload, inside)).toEqual({ editable: false, reason: 'locked' });
    expect(canChange({ status: undefined, correctionDeadline: null }, upload, inside)).toEqual({ editable: false, reason: 'locked' });
  });

  it('before the window opens and after it closes, with the reason', () => {
    expect(canChange({ status: 'in_progress', correctionDeadline: null }, upload, at('2025-08-29T09:59:59+08:00'))).toEqual({ editable: false, reason: 'notYetOpen' });
    expect(canChange({ status: 'in_progress', correctionDeadline: null }, upload, after)).toEqual({ editable: false, reason: 'uploadClosed' });
  });

  it("a correction deadline replaces the window's end for a reviewed registration only", () => {
    const deadline = '2025-11-01T23:59:59+08:00';
    expect(canChange({ status: 'reviewed_awaiting', correctionDeadline: deadline }, upload, after)).toEqual({ editable: true });
    expect(canChange({ status: 'reviewed_awaiting', correctionDeadline: new Date(deadline) }, upload, at('2025-11-02T00:00:00+08:00'))).toEqual({
      editable: false,
      reason: 'correctionClosed',
    });
    expect(canChange({ status: 'in_progress', correctionDeadline: deadline }, upload, after)).toEqual({ editable: false, reason: 'uploadClosed' });
  });
});
