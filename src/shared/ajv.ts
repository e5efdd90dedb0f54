// The one Ajv set-up both ends use (DESIGN.md section 2): draft 2020-12, every error at once,
// zh-TW messages from the schemas (ajv-errors), and our formats from schemas/formats.cjs.
import { Ajv2020, type Options, type Vocabulary } from 'ajv/dist/2020.js';
import ajvErrors from 'ajv-errors';
import formats from '../../schemas/formats.cjs';

/**
 * The judging rubrics' annotations (schemas/judging/README.md): they validate nothing, but strict mode refuses
 * unknown keywords. A value of the wrong type still fails to compile; that a weight is positive and the tie
 * rule names criteria is checked where they are read (src/server/features/judging/rubric.ts). No metaSchema
 * here: Ajv would compile it beside every schema and renumber every precompiled validator.
 */
export const rubricKeywords: Vocabulary = [
  { keyword: 'x-weight', schemaType: 'number' },
  { keyword: 'x-tie-rule', schemaType: 'object' },
];

export const ajvOptions: Options = {
  allErrors: true,
  strict: true,
  strictRequired: false,
  strictTypes: false,
  allowUnionTypes: true,
  // Years such as 12.3 against multipleOf 0.1: compare with a tolerance, not exact float division.
  multipleOfPrecision: 6,
  verbose: true,
  discriminator: false,
  // In the options (not added in createAjv) so that the form generators, which build their Ajv from these options, know them too.
  keywords: rubricKeywords,
};

export function createAjv(options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({ ...ajvOptions, ...options });
  for (const [name, format] of Object.entries(formats as Record<string, unknown>)) {
    if (name === 'customFormats') continue;
    ajv.addFormat(name, format as RegExp | ((value: string) => boolean));
  }
  ajvErrors(ajv);
  return ajv;
}
