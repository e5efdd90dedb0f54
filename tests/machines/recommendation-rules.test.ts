// Step 3's recommendation rules, headless (machines/upload/recommendation-rules.ts), and the one
// normalisation of recommending units (src/shared/recommend-unit.ts) that the registration form, the
// step and the server all apply.
import { describe, expect, it } from 'vitest';
import {
  chooseMethod,
  maySave,
  numberChecked,
  numberValidated,
  recommendationBody,
  recommendationChanged,
  recommendationFormOf,
  type RecommendationForm,
} from '../../machines/upload';
import { toPayload } from '../../machines/registration';
import { normalizeRecommendUnit } from '../../src/shared/recommend-unit';

const letter = { uid: 'letter-1', url: '/api/resources/v1/letter-1', originalFilename: '推薦書.pdf', fileSize: 10, fileType: 'application/pdf', uploadTime: '2025-09-01T00:00:00Z', sha256: 'x' };
const empty = recommendationFormOf(null);
const withSource = (form: RecommendationForm) => ({ ...form, source: '臺北市觀光協會' });

describe('normalizeRecommendUnit', () => {
  it('turns full-width separators into ASCII, trims each unit and drops empty ones', () => {
    expect(normalizeRecommendUnit('  臺北市觀光協會；新北市旅遊公會 ；；')).toBe('臺北市觀光協會;新北市旅遊公會');
    expect(normalizeRecommendUnit('甲，乙 ; 丙')).toBe('甲,乙;丙');
    expect(normalizeRecommendUnit(' ；  ; ')).toBe('');
  });

  it('is what the registration form sends (an empty unit is not sent at all)', () => {
    expect(toPayload({ recommendUnit: ' 甲；乙； ' }).recommendUnit).toBe('甲;乙');
    expect(toPayload({ recommendUnit: '；' })).not.toHaveProperty('recommendUnit');
  });
});

describe('recommendation rules', () => {
  it('choosing self-recommendation clears the number and its validation', () => {
    const referred = numberChecked({ ...withSource(chooseMethod(empty, 'referred')), number: 'G114-0001' }, 'G114-0001', true);
    expect(numberValidated(referred)).toBe(true);
    const self = chooseMethod(referred, 'self_registration');
    expect(self).toMatchObject({ method: 'self_registration', number: '', validated: null, source: '臺北市觀光協會' });
    expect(maySave(self, null)).toBe(false); // no letter yet
    expect(maySave({ ...self, letter }, null)).toBe(true);
  });

  it('choosing a referral clears the letter', () => {
    const self = { ...withSource(chooseMethod(empty, 'self_registration')), letter };
    const referred = chooseMethod(self, 'referred');
    expect(referred.letter).toBeNull();
    expect(maySave(referred, null)).toBe(false);
  });

  it('a number counts only once validated, and only while it is that number', () => {
    const typed = { ...withSource(chooseMethod(empty, 'referred')), number: ' G114-0001 ' };
    expect(maySave(typed, null)).toBe(false);
    const valid = numberChecked(typed, typed.number, true);
    expect(maySave(valid, null)).toBe(true);
    expect(maySave({ ...valid, number: 'G114-0002' }, null)).toBe(false);
    expect(maySave(numberChecked(valid, valid.number, false), null)).toBe(false);
  });

  it('no save without a method or with a source problem', () => {
    expect(maySave({ ...withSource(empty), letter }, null)).toBe(false);
    expect(maySave({ ...withSource(chooseMethod(empty, 'self_registration')), letter }, '請填寫推薦來源單位')).toBe(false);
    expect(recommendationBody(empty)).toBeNull();
  });

  it('a save sends only the chosen side, the number trimmed and the source normalised', () => {
    const referred = numberChecked({ ...chooseMethod(empty, 'referred'), number: ' G114-0001 ', source: ' 甲；乙； ' }, 'G114-0001', true);
    expect(recommendationBody({ ...referred, letter })).toEqual({
      referralMethod: 'referred',
      recommendationResourcesUid: null,
      recommendationNumber: 'G114-0001',
      recommendationSource: '甲;乙',
    });
    const self = { ...chooseMethod(referred, 'self_registration'), letter };
    expect(recommendationBody(self)).toMatchObject({ referralMethod: 'self_registration', recommendationResourcesUid: 'letter-1', recommendationNumber: null });
  });

  it('a saved recommendation fills the form; a referred one counts as validated; changes are noticed', () => {
    const saved = recommendationFormOf({
      referralMethod: 'referred',
      recommendationNumber: 'G114-0001',
      recommendationResourcesUid: null,
      recommendationResourcesResp: null,
      recommendationSource: '甲',
    });
    expect(numberValidated(saved)).toBe(true);
    expect(recommendationChanged(saved, saved)).toBe(false);
    expect(recommendationChanged({ ...saved, source: '乙' }, saved)).toBe(true);
    expect(recommendationChanged(chooseMethod(saved, 'self_registration'), saved)).toBe(true);
  });
});
