// schemas/ -> src/shared/generated/programme-limits.ts
//   the limits that sentences state (sizes, types, counts, lengths, years), extracted by
//   src/shared/programme-limits.ts: a few hundred bytes for the pages instead of whole schemas.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

export default async function programmeLimits(root) {
  const { limitsFromSchemas, LIMIT_SOURCES } = await tsImport(pathToFileURL(join(root, 'src', 'shared', 'programme-limits.ts')).href, import.meta.url);
  const files = {};
  for (const file of Object.values(LIMIT_SOURCES)) files[file] = JSON.parse(await readFile(join(root, 'schemas', file), 'utf8'));
  const limits = limitsFromSchemas((file) => files[file]);
  const content = `// Generated from schemas/ by \`npm run gen\` (scripts/generators/50-programme-limits.mjs). Do not edit.
import type { ProgrammeLimits } from '../programme-limits';

export const PROGRAMME_LIMITS: ProgrammeLimits = ${JSON.stringify(limits, null, 2)};
`;
  return [{ path: join(root, 'src', 'shared', 'generated', 'programme-limits.ts'), content }];
}
