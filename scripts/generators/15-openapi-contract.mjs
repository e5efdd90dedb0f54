// openapi/openapi.yaml -> src/server/platform/contract/openapi.generated.json
//   the contract already parsed, with the SHA-256 of the YAML it came from: the server reads it at
//   start instead of loading the YAML parser and parsing ≈ 60 KB (≈ 0.2 s of a restart), and only
//   while the hash matches (src/server/platform/contract/operations.ts), so an edit not yet generated still counts.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export default function openapiContract(root) {
  const text = readFileSync(join(root, 'openapi', 'openapi.yaml'), 'utf8');
  const source = createHash('sha256').update(text).digest('hex');
  const content = `${JSON.stringify({ source, document: parse(text) })}\n`;
  return [{ path: join(root, 'src', 'server', 'platform', 'contract', 'openapi.generated.json'), content }];
}
