// Generates the checked-in artefacts from their sources of truth:
//   openapi/openapi.yaml -> src/shared/generated/api.ts (openapi-typescript)
// plus any generator registered in scripts/generators/ (e.g. precompiled form validators).
// `--check` writes nothing and fails when a generated file is stale (npm test runs it).
import { readFile, writeFile, mkdir, readdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');

async function generators() {
  const dir = join(root, 'scripts', 'generators');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.mjs')).sort();
  return Promise.all(files.map(async (f) => (await import(pathToFileURL(join(dir, f)).href)).default));
}

let stale = 0;
for (const generate of await generators()) {
  const outputs = await generate(root); // [{ path, content }]
  for (const { path, content } of outputs) {
    const rel = relative(root, path);
    const current = await readFile(path, 'utf8').catch(() => null);
    if (current === content) continue;
    if (check) {
      console.error(`stale generated file: ${rel} (run \`npm run gen\` and commit the result)`);
      stale++;
    } else {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content);
      console.log(`generated ${rel}`);
    }
  }
}
if (stale) process.exit(1);
