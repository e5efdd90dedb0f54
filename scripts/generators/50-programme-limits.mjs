// schemas/ -> the limits that sentences state, and the texts built from them:
//   src/shared/generated/programme-limits.ts   sizes, types, counts, lengths, years (src/shared/programme-limits.ts
//                                             extracts them): a few hundred bytes for the pages, not whole schemas
//   src/shared/generated/upload-reminders.ts   the "what to upload next" list (src/shared/upload-reminders.ts)
//   src/shared/generated/registration-*.ui.json the register forms' ui schemas with their limit
//                                             placeholders filled in (src/shared/ui-limits.ts)
// Built here rather than in the browser: the register page has no bytes to spare for the code.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { readFormSchema } from './20-form-validators.mjs';

const HEADER = (what) => `// Generated from schemas/ by \`npm run gen\` (scripts/generators/50-programme-limits.mjs). Do not edit.\n${what}`;
const UI_FORMS = ['registration-group', 'registration-individual'];

export default async function programmeLimits(root) {
  const load = (file) => tsImport(pathToFileURL(join(root, 'src', 'shared', file)).href, import.meta.url);
  const { limitsFromSchemas, LIMIT_SOURCES } = await load('programme-limits.ts');
  const { uploadReminders } = await load('upload-reminders-list.ts');
  const { fillUiSchema } = await load('ui-limits.ts');
  const read = async (file) => JSON.parse(await readFile(join(root, 'schemas', file), 'utf8'));
  const files = {};
  for (const file of Object.values(LIMIT_SOURCES)) files[file] = await read(file);
  const limits = limitsFromSchemas((file) => files[file]);

  const outputs = [
    {
      path: join(root, 'src', 'shared', 'generated', 'programme-limits.ts'),
      // No import: the generated files sit below src/shared (scripts/lint-layers.mjs); src/shared/programme-limits.ts
      // checks this against its ProgrammeLimits type.
      content: HEADER(`\nexport const PROGRAMME_LIMITS = ${JSON.stringify(limits, null, 2)};\n`),
    },
    {
      path: join(root, 'src', 'shared', 'generated', 'upload-reminders.ts'),
      content: HEADER(`export const UPLOAD_REMINDERS: readonly string[] = ${JSON.stringify(uploadReminders(limits), null, 2)};\n`),
    },
  ];
  for (const name of UI_FORMS) {
    const ui = fillUiSchema(await read(`${name}.ui.json`), await readFormSchema(root, name), limits);
    outputs.push({ path: join(root, 'src', 'shared', 'generated', `${name}.ui.json`), content: `${JSON.stringify(ui, null, 2)}\n` });
  }
  return outputs;
}
