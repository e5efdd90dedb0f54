// Lints openapi/openapi.yaml with Redocly's recommended rules (part of `npm test`).
import { lint, loadConfig } from '@redocly/openapi-core';
import { fileURLToPath } from 'node:url';

const ref = fileURLToPath(new URL('../openapi/openapi.yaml', import.meta.url));
const config = await loadConfig({ configPath: fileURLToPath(new URL('../openapi/redocly.yaml', import.meta.url)) });
// `errorMessage` is the ajv-errors keyword that carries our zh-TW messages inside the schemas/
// files the contract references; Redocly's struct rule does not know it. Everything else counts.
const problems = (await lint({ ref, config })).filter(
  (p) => !(p.ruleId === 'struct' && p.message === 'Property `errorMessage` is not expected here.'),
);
for (const p of problems) {
  const where = p.location?.[0]?.pointer ?? '';
  console.log(`${p.severity}: ${p.ruleId}: ${p.message} ${where}`);
}
const errors = problems.filter((p) => p.severity === 'error');
console.log(`openapi lint: ${errors.length} errors, ${problems.length - errors.length} warnings`);
if (errors.length) process.exit(1);
