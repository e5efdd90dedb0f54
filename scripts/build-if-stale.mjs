// Builds the site (dist/) only when it is missing or older than its sources. Used by `npm start`.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const SOURCES = ['src/web', 'src/shared', 'src/build', 'schemas', 'machines', 'vite.config.ts', 'package-lock.json'];

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
  const built = newest(join(root, 'dist', 'index.html'));
  const sources = Math.max(...SOURCES.map((s) => newest(join(root, s))));
  if (built && built >= sources) return false;
  console.log(built ? '原始碼已更新，重新建置網站…' : '首次啟動，建置網站…');
  const result = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
