// openapi/openapi.yaml -> src/shared/generated/operation-roles.ts
//   the staff roles each back-office operation allows (its `x-roles`), so that the admin app shows an
//   area or a button only to the roles the server will let through, without a second list of who may
//   do what. The server enforces the same `x-roles` (src/server/platform/contract/register.ts).
// openapi/openapi.yaml -> src/shared/generated/staff-capabilities.ts
//   what each role may see inside an answer (`x-capabilities`): read by the server's projections and the
//   admin app's pages through src/shared/staff-capabilities.ts.
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
  const capabilities = Object.entries(doc['x-capabilities'] ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const capabilityBody = capabilities
    .map(([name, c]) => `  /** ${c.description} */\n  ${name}: { roles: [${c.roles.map((r) => `'${r}'`).join(', ')}], fields: [${(c.fields ?? []).map((f) => `'${f}'`).join(', ')}] },`)
    .join('\n');
  // The roles are the contract's StaffRole (a typo fails the typecheck).
  const capabilityContent = `${HEADER.replace('(x-roles)', '(x-capabilities)')}import type { components } from './api';\n\nexport const STAFF_CAPABILITIES = {\n${capabilityBody}${capabilityBody ? '\n' : ''}} as const satisfies Record<string, { roles: readonly components['schemas']['StaffRole'][]; fields: readonly string[] }>;\n\nexport type StaffCapability = keyof typeof STAFF_CAPABILITIES;\n`;
  return [
    { path: join(root, 'src', 'shared', 'generated', 'operation-roles.ts'), content },
    { path: join(root, 'src', 'shared', 'generated', 'staff-capabilities.ts'), content: capabilityContent },
  ];
}
