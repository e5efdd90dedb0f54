// openapi/openapi.yaml -> src/shared/generated/operation-roles.ts
//   the staff roles each back-office operation allows (its `x-roles`), so that the admin app shows an
//   area or a button only to the roles the server will let through, without a second list of who may
//   do what. The server enforces the same `x-roles` (src/server/platform/contract/register.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const HEADER = '// Generated from openapi/openapi.yaml (x-roles) by `npm run gen` (scripts/generators/16-operation-roles.mjs). Do not edit.\n';

export default function operationRoles(root) {
  const doc = parse(readFileSync(join(root, 'openapi', 'openapi.yaml'), 'utf8'));
  const entries = [];
  for (const item of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(item)) {
      if (op && typeof op === 'object' && Array.isArray(op['x-roles'])) entries.push([op.operationId, op['x-roles']]);
    }
  }
  entries.sort(([a], [b]) => a.localeCompare(b));
  const body = entries.map(([id, roles]) => `  ${id}: [${roles.map((r) => `'${r}'`).join(', ')}],`).join('\n');
  const content = `${HEADER}export const OPERATION_ROLES = {\n${body}${body ? '\n' : ''}} as const satisfies Record<string, readonly string[]>;\n\nexport type StaffOperationId = keyof typeof OPERATION_ROLES;\n`;
  return [{ path: join(root, 'src', 'shared', 'generated', 'operation-roles.ts'), content }];
}
