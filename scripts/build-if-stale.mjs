// Builds the site (dist/) and the back office (dist/admin/) only when missing or older than their
// sources. Used by `npm start`. The site's build empties dist/, so both are built, site first.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const SOURCES = ['src/web', 'src/shared', 'src/build', 'schemas', 'machines', 'vite.config.ts', 'package-lock.json', 'src/admin', 'vite.admin.config.ts'];
const BUILDS = [['build'], ['build', '-c', 'vite.admin.config.ts']];

function newest(path) {
  let st;
  try {
    st = statSync(path);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), st.mtimeMs);
}

export function buildIfStale() {
  // The older of the two outputs (a missing one counts as never built).
  const outputs = [newest(join(root, 'dist', 'index.html')), newest(join(root, 'dist', 'admin', 'index.html'))];
  const built = outputs.includes(0) ? 0 : Math.min(...outputs);
  const sources = Math.max(...SOURCES.map((s) => newest(join(root, s))));
  if (built && built >= sources) return false;
  console.log(built ? '原始碼已更新，重新建置網站…' : '首次啟動，建置網站…');
  for (const args of BUILDS) {
    const result = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), ...args, '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
