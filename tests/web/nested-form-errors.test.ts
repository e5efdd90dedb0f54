// A form whose fields sit inside objects (a juror's score sheet: one score per criterion inside `scores`)
// keeps each message on the field it names, from the browser's check and from the server's 400 alike;
// the register forms' one-message-per-top-level-field stays as it was.
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import stage1 from '../../schemas/judging/stage-1.schema.json';
import { toErrorSchema, validatorOf } from '../../src/admin/forms/schema-form';
import formSchema from '../../src/admin/forms/generated/judging-stage-1.form.json';
import validators from '../../src/admin/forms/generated/judging-stage-1.validator.cjs';
import { nestedField } from '../../src/admin/forms/nested-errors';
import { fieldPathOf, makeTransformErrors } from '../../src/ui/forms/transform-errors';
import type { RJSFSchema } from '@rjsf/utils';

const schema = formSchema as RJSFSchema;
const validator = validatorOf({ schema, validators: validators as unknown as ValidatorFunctions });
const required = stage1.properties.scores.errorMessage.required as Record<string, string>;

describe('the rubric checked in the browser', () => {
  it('says the rubric’s message on each criterion left out, and on the comment', () => {
    const { errors } = validator.validateFormData({ scores: { service: 8 }, comment: '' }, schema, undefined, makeTransformErrors(schema, nestedField));
    expect(errors.map((e) => [fieldPathOf(e), e.message])).toEqual(
      expect.arrayContaining([
        ['scores_innovation', required.innovation],
        ['scores_sustainability', required.sustainability],
        ['scores_impact', required.impact],
        ['comment', stage1.properties.comment.errorMessage.minLength],
      ]),
    );
    expect(errors.some((e) => fieldPathOf(e) === 'scores_service')).toBe(false);
  });

  it('keeps one message per top-level field without `nested`', () => {
    const { errors } = validator.validateFormData({ scores: { service: 8 }, comment: '' }, schema, undefined, makeTransformErrors(schema));
    expect(errors.map(fieldPathOf).sort()).toEqual(['comment', 'scores']);
  });
});

describe("the server's 400 on the form", () => {
  const refusal = [
    { field: 'scores/innovation', message: required.innovation! },
    { field: 'comment', message: '請填寫評語' },
  ];
  it('lands on the very criterion it names', () => {
    expect(toErrorSchema(refusal, { nested: true })).toEqual({ scores: { innovation: { __errors: [required.innovation] } }, comment: { __errors: ['請填寫評語'] } });
  });
  it('lands on the top-level field by default', () => {
    expect(toErrorSchema(refusal)).toEqual({ scores: { __errors: [required.innovation] }, comment: { __errors: ['請填寫評語'] } });
  });
});
