// The rubrics are schemas (issue 28; schemas/judging/README.md): rubricOf reads the criteria, weights and tie rule
// from schemas/judging/stage-N.schema.json and refuses one it could not rank with; the server validates a sheet
// with the same file (Ajv in strict mode knows x-weight and x-tie-rule) and the juror's form, compiled from it by
// `npm run gen`, refuses what the server refuses, with the same messages; a weight changed in a copy of the folder
// reaches the form's schema.
import type { RJSFSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFormSchema } from '../../scripts/generators/20-form-validators.mjs';
import { JUDGING_FORM_SCHEMAS } from '../../scripts/generators/25-admin-form-validators.mjs';
import stage1Form from '../../src/admin/forms/generated/judging-stage-1.form.json';
import stage1Validators from '../../src/admin/forms/generated/judging-stage-1.validator.cjs';
import { rubricOf } from '../../src/server/features/judging';
import { RequestValidators } from '../../src/server/platform/contract/validation';
import { createAjv } from '../../src/shared/ajv';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- schema files edited as plain JSON
const readSchema = async (n: number): Promise<Json> => JSON.parse(await readFile(`schemas/judging/stage-${n}.schema.json`, 'utf8')) as Json;
const copy = <T>(x: T): T => structuredClone(x);

describe('rubricOf', () => {
  it('reads stage 1: criteria in the form’s order with their weights and scale, and the tie rule', async () => {
    const rubric = rubricOf(await readSchema(1));
    expect(rubric.title).toBe('初審評分表');
    expect(rubric.criteria.map((c) => [c.key, c.title, c.weight, c.min, c.max])).toEqual([
      ['service', '服務品質與專業', 40, 1, 10],
      ['innovation', '創新與特色', 20, 1, 10],
      ['sustainability', '永續與在地連結', 20, 1, 10],
      ['impact', '產業影響與推廣', 20, 1, 10],
    ]);
    expect(rubric.criteria.every((c) => c.description.length > 0)).toBe(true);
    expect(rubric.tieCriteria).toEqual(['service']);
    expect(rubric.then).toBe('chair');
  });

  it('reads stage 2 (決審評分表), whose tie rule also starts with its first criterion', async () => {
    const rubric = rubricOf(await readSchema(2));
    expect(rubric.title).toBe('決審評分表');
    expect(rubric.criteria.map((c) => c.key)).toEqual(['service', 'innovation', 'sustainability', 'impact', 'overall']);
    expect(rubric.criteria.find((c) => c.key === 'overall')?.title).toBe('評審會議整體評價');
    expect(rubric.tieCriteria).toEqual([rubric.criteria[0]!.key]);
  });

  it('refuses, naming the criterion, a rubric it could not rank with', async () => {
    const schema = await readSchema(1);
    const without = copy(schema);
    delete without.properties.scores.properties.innovation['x-weight'];
    expect(() => rubricOf(without)).toThrow('rubric "初審評分表": criterion "innovation" has no x-weight');
    const zero = copy(schema);
    zero.properties.scores.properties.impact['x-weight'] = 0;
    expect(() => rubricOf(zero)).toThrow('criterion "impact" has x-weight 0; it must be a positive number');
    const optional = copy(schema);
    optional.properties.scores.required = ['service', 'innovation', 'sustainability'];
    expect(() => rubricOf(optional)).toThrow('criterion "impact" is not in scores.required');
    const unknownTie = copy(schema);
    unknownTie['x-tie-rule'].criteria = ['charm'];
    expect(() => rubricOf(unknownTie)).toThrow('x-tie-rule names an unknown criterion "charm"');
    const noRule = copy(schema);
    delete noRule['x-tie-rule'];
    expect(() => rubricOf(noRule)).toThrow('no x-tie-rule');
    const noScale = copy(schema);
    delete noScale.properties.scores.properties.service.maximum;
    expect(() => rubricOf(noScale)).toThrow('criterion "service" must be an integer score with a minimum below its maximum');
  });
});

describe('the server validates a sheet with the same schema', () => {
  const validators = new RequestValidators();
  const sheet = { scores: { service: 8, innovation: 7, sustainability: 6, impact: 9 }, comment: '服務流程完整。\n在地連結可再加強。' };

  it('takes a complete sheet (strict Ajv compiles x-weight and x-tie-rule)', () => {
    expect(validators.validate('judging/stage-1.schema.json', sheet)).toEqual([]);
    expect(validators.validate('judging/stage-2.schema.json', { ...sheet, scores: { ...sheet.scores, overall: 10 } })).toEqual([]);
  });

  it('refuses scores off the scale, a missing criterion, an unknown one and a blank comment, in zh-TW', () => {
    const bad = { scores: { service: 11, innovation: 7.5, sustainability: 0, charm: 3 }, comment: ' \u200b ' };
    expect(validators.validate('judging/stage-1.schema.json', bad)).toEqual([
      { field: 'scores/charm', message: '不接受的欄位' },
      { field: 'scores/service', message: '「服務品質與專業」最高 10 分' },
      { field: 'scores/innovation', message: '請以 1 至 10 的整數為「創新與特色」評分' },
      { field: 'scores/sustainability', message: '「永續與在地連結」最低 1 分' },
      { field: 'scores/impact', message: '請為「產業影響與推廣」評分' },
      { field: 'comment', message: '不可含不可見字元' },
    ]);
    expect(validators.validate('judging/stage-1.schema.json', {})).toEqual([
      { field: 'scores', message: '請為每一項評分' },
      { field: 'comment', message: '請填寫評語' },
    ]);
    expect(validators.validate('judging/stage-1.schema.json', { ...sheet, comment: '評'.repeat(1001) })).toEqual([{ field: 'comment', message: '評語不得超過 1000 字' }]);
  });

  it('refuses to compile a weight that is not a number', () => {
    expect(() => createAjv().compile({ type: 'object', properties: { a: { type: 'integer', 'x-weight': 'heavy' } } })).toThrow(/x-weight/);
  });
});

describe('the juror’s form is compiled from the same schema', () => {
  it('carries the rubric the ranking uses', async () => {
    expect(JUDGING_FORM_SCHEMAS).toEqual(['stage-1', 'stage-2']);
    expect(rubricOf(stage1Form)).toEqual(rubricOf(await readSchema(1)));
  });

  it('refuses what the server refuses, on the same criteria, with the same messages', () => {
    const schema = stage1Form as RJSFSchema;
    const validator = createPrecompiledValidator(stage1Validators, schema);
    // RJSF's own error paths (.scores.service): the shared transformErrors of the public forms keeps one message
    // per top-level field, which a nested `scores` object would reduce to one.
    const form = (data: unknown) => validator.validateFormData(data, schema).errors.map((e) => ({ field: (e.property ?? '').slice(1).replaceAll('.', '/'), message: e.message }));
    const server = (data: unknown) => new RequestValidators().validate('judging/stage-1.schema.json', data);
    const offScale = { scores: { service: 11, innovation: 7.5, sustainability: 0, impact: 9 }, comment: ' ' };
    expect(form(offScale)).toEqual(server(offScale));
    expect(form(offScale)).toHaveLength(4);
    const fine = { scores: { service: 8, innovation: 7, sustainability: 6, impact: 9 }, comment: '好' };
    expect(form(fine)).toEqual([]);
    expect(server(fine)).toEqual([]);
  });

  it('follows a weight changed in the schema (what `npm run gen` bundles from a changed copy)', async () => {
    const root = await mkdtemp(join(tmpdir(), 'ta-rubric-'));
    try {
      await cp('schemas', join(root, 'schemas'), { recursive: true });
      const path = join(root, 'schemas', 'judging', 'stage-1.schema.json');
      const schema = JSON.parse(await readFile(path, 'utf8')) as Json;
      schema.properties.scores.properties.innovation['x-weight'] = 35;
      await writeFile(path, JSON.stringify(schema, null, 2));
      const form = await readFormSchema(root, join('judging', 'stage-1'));
      expect(rubricOf(form).criteria.map((c) => c.weight)).toEqual([40, 35, 20, 20]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
