// Issue 29 item 10: one vocabulary for the review desk. Toasts say what was done as a sentence (never
// 「已未入圍」 or 「已決審獲獎」), and the two ways to not_awarded are told apart by the stage decided at.
import { describe, expect, it } from 'vitest';
import { REVIEW_ACTION_DONE, REVIEW_ACTION_LABELS, REVIEW_ACTION_TONE, statusLabelOf } from '../../src/shared/back-office-labels';

describe('review wording', () => {
  it('says each action in the past tense as a sentence, never by gluing 已 to a status-like label', () => {
    for (const done of Object.values(REVIEW_ACTION_DONE)) expect(done).toMatch(/^已/);
    expect(Object.values(REVIEW_ACTION_DONE)).not.toContain('已未入圍');
    expect(Object.values(REVIEW_ACTION_DONE)).not.toContain('已決審獲獎');
  });

  it('names not_awarded by its stage', () => {
    expect(statusLabelOf('not_awarded', 'eligible')).toBe(REVIEW_ACTION_LABELS.STAGE2_NOT_AWARDED);
    expect(statusLabelOf('not_awarded', 'finalist')).toBe(REVIEW_ACTION_LABELS.FINAL_NOT_AWARDED);
    expect(statusLabelOf('not_awarded', 'eligible')).not.toBe(statusLabelOf('not_awarded', 'finalist'));
    expect(statusLabelOf('eligible', 'submitted')).toBe('資格審查通過');
  });

  it('marks the refusing actions apart from the ones that move an entry on', () => {
    expect(REVIEW_ACTION_TONE.STAGE1_INELIGIBLE).toBe('refuse');
    expect(REVIEW_ACTION_TONE.STAGE1_ELIGIBLE).toBe('accept');
    expect(REVIEW_ACTION_TONE.WITHDRAW).toBe('refuse');
  });
});
