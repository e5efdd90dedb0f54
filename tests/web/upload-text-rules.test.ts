// The upload steps check their text fields while they are typed (schema-rules.ts, without Ajv): the free-text rule of
// common.schema.json that the fields reference (issue 30) is checked there too, with its one message.
import { describe, expect, it } from 'vitest';
import { CAPTION_RULE, DESCRIPTION_RULE, NUMBER_RULE, SOURCE_RULE } from '../../src/web/pages/upload/workflow/schema-rules';

describe('upload text rules', () => {
  it('refuse bidi and zero-width characters as the server does, and keep a description\'s line breaks', () => {
    for (const rule of [DESCRIPTION_RULE, CAPTION_RULE, SOURCE_RULE, NUMBER_RULE]) {
      expect(rule.check('A\u202EB')).toBe('不可含不可見字元');
      expect(rule.check('A\u200BB')).toBe('不可含不可見字元');
    }
    expect(DESCRIPTION_RULE.check('第一行\n第二行')).toBeNull();
    expect(SOURCE_RULE.check('山海社;行旅社')).toBeNull();
  });
});
