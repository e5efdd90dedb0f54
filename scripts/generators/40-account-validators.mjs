// schemas/login.schema.json, schemas/resend.schema.json -> src/web/pages/upload/login/generated/
//   account.validators.cjs   precompiled Ajv validators (standalone code, ajv-errors messages included)
//                            for the login form and the resend modal: the browser never compiles
//                            code at run time (strict CSP, no 'unsafe-eval')
// The Ajv set-up is the shared one (src/shared/ajv.ts); our custom formats are required from
// schemas/formats.cjs by the generated code itself (functions cannot be serialised into it).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { _ } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';

const SCHEMAS = { login: 'login.schema.json', resend: 'resend.schema.json' };
const HEADER = '// Generated from schemas/ by `npm run gen` (scripts/generators/40-account-validators.mjs). Do not edit.\n/* eslint-disable */\n';

const TYPES = `// Generated from schemas/ by \`npm run gen\` (scripts/generators/40-account-validators.mjs). Do not edit.
import type { ValidateFunction } from 'ajv';
export declare const login: ValidateFunction;
export declare const resend: ValidateFunction;
`;

export default async function accountValidators(root) {
  const { createAjv } = await tsImport(pathToFileURL(join(root, 'src', 'shared', 'ajv.ts')).href, import.meta.url);
  const out = join(root, 'src', 'web', 'pages', 'upload', 'login', 'generated');
  // From src/web/pages/upload/login/generated/ the schemas folder is six levels up.
  const ajv = createAjv({ code: { source: true, lines: false, formats: _`require("../../../../../../schemas/formats.cjs")` } });
  const read = async (file) => JSON.parse(await readFile(join(root, 'schemas', file), 'utf8'));
  ajv.addSchema(await read('common.schema.json'));
  const refs = {};
  for (const [name, file] of Object.entries(SCHEMAS)) {
    const schema = await read(file);
    ajv.addSchema(schema);
    refs[name] = schema.$id;
  }
  const code = standaloneCode(ajv, refs);
  return [
    { path: join(out, 'account.validators.cjs'), content: `${HEADER}${code}\n` },
    { path: join(out, 'account.validators.d.cts'), content: TYPES },
  ];
}
