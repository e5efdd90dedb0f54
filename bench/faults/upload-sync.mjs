// Acknowledged means on disk (issue 16), watched in the real system calls. Starts the server under
// strace (src/server/main.ts, its own process, 127.0.0.1, an ephemeral port, a fresh data directory),
// uploads one photo through the API, stops the server, then reads the trace and checks, in order:
//   1. the temp file's data is synced (fdatasync/fsync of tmp/<id>.part),
//   2. it is renamed to its final path (FILES_DIR/yyyy/mm/<uid>),
//   3. the directory naming it is synced (fsync of FILES_DIR/yyyy/mm),
//   4. with PGLITE_SYNC=true (the embedded database syncing its WAL; off by default): the WAL
//      (pg_wal/…) is synced after that, when the row naming the file commits,
//   5. and only then is the 200 written to the client.
//   node bench/faults/upload-sync.mjs; PGLITE_SYNC=true node bench/faults/upload-sync.mjs
//   (needs strace: apt-get install strace)
// Prints the trace lines it matched; exits 1 when one is missing or out of order.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import sharp from 'sharp';
import { captchaToken } from '../lib/captcha.mjs';
import { cleanup, freePort, startChild, tempDir, timeLimit, waitFor } from '../lib/processes.mjs';

const stopTimer = timeLimit('faults:upload-sync', Number(process.env.FAULT_TIME_LIMIT_MS ?? 5 * 60_000));
const pgliteSync = /^(true|1)$/i.test(process.env.PGLITE_SYNC ?? 'false');

try {
  execFileSync('strace', ['-V'], { stdio: 'ignore' });
} catch {
  console.error('upload-sync: strace is not installed (apt-get install strace)');
  process.exit(1);
}

/**
 * Stops the server under strace: SIGTERM to the server itself, strace's child (a signal to strace would
 * only detach it and leave the server running); strace exits with it, having written the whole trace.
 */
let stopTraced = async () => {};

let failed = false;
try {
  const dataDir = await tempDir('upload-sync-');
  const filesDir = join(dataDir, 'files');
  const trace = join(dataDir, 'strace.txt');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // -f: libuv runs file operations on its thread pool; -y: descriptors printed with their paths.
  const child = startChild(
    'strace',
    ['-f', '-y', '-s', '48', '-o', trace, '-e', 'trace=fsync,fdatasync,rename,renameat,renameat2,write,writev',
      process.execPath, '--import', 'tsx', 'src/server/main.ts'],
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, ALTCHA_COST: '1', LOG_LEVEL: 'warn', SMTP_URL: '', DATABASE_URL: '' },
  );
  stopTraced = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.stopping = true;
    const children = await readFile(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').catch(() => '');
    for (const pid of children.trim().split(/\s+/).filter(Boolean)) process.kill(Number(pid), 'SIGTERM');
    if (!children.trim()) child.kill('SIGKILL');
    await exited;
  };
  await waitFor(`${base}/api/health/v1`, 180_000);

  const form = new FormData();
  form.append('purpose', 'candidate-photo');
  form.append('cfToken', await captchaToken(base));
  const photo = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
  form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'candidate.jpg');
  const res = await fetch(`${base}/api/resources/v1/create`, { method: 'POST', body: form });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${body.slice(0, 200)}`);
  await stopTraced();

  const lines = (await readFile(trace, 'utf8')).split('\n');
  /** The first line at or after `from` matching `re` (a call's start: "<unfinished ...>" lines count). */
  const find = (re, from = 0) => {
    for (let i = from; i < lines.length; i++) if (re.test(lines[i])) return i;
    return -1;
  };
  const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const tmpDir = join(filesDir, 'tmp') + sep;
  // The one rename out of tmp/ into a month's directory (a photo's cleaned copy is renamed within tmp/ first).
  const renameRe = new RegExp(`rename(?:at2?)?\\(.*"(${esc(tmpDir)}[^"]+\\.part)", .*"(${esc(filesDir)}/\\d{4}/\\d{2}/[0-9a-f-]{36})"`);
  const renamed = find(renameRe);
  const steps = [];
  const check = (name, index) => {
    steps.push({ name, index, line: index >= 0 ? lines[index] : '(not found)' });
    if (index < 0) failed = true;
    return index;
  };
  if (renamed < 0) check('rename into place', -1);
  else {
    const [, temp, target] = lines[renamed].match(renameRe);
    check('data sync of the temp file, before the rename', lines.slice(0, renamed).findLastIndex((l) => new RegExp(`(?:fdatasync|fsync)\\(\\d+<${esc(temp)}>`).test(l)));
    check('rename into place', renamed);
    let last = check('fsync of the directory, after the rename', find(new RegExp(`fsync\\(\\d+<${esc(dirname(target))}>`), renamed + 1));
    if (pgliteSync && last >= 0) {
      last = check('WAL sync (the row commits), after the directory', find(new RegExp(`(?:fdatasync|fsync)\\(\\d+<${esc(join(dataDir, 'pglite', 'pg_wal'))}/`), last + 1));
    }
    if (last >= 0) check('the 200 written to the client, after all of it', find(/writev?\(\d+<socket:.*HTTP\/1\.1 200/, last + 1));
  }
  for (const s of steps) console.log(`${s.index >= 0 ? 'ok  ' : 'MISSING'} ${s.name}\n       ${s.index >= 0 ? `line ${s.index + 1}: ` : ''}${s.line.trim()}`);
  if (failed) console.error(`upload-sync: a sync is missing or out of order (PGLITE_SYNC=${pgliteSync}); trace kept nowhere (the data directory is removed)`);
  else console.log(`upload-sync: OK (PGLITE_SYNC=${pgliteSync})`);
} catch (err) {
  console.error(`upload-sync failed: ${err.stack ?? err.message}`);
  failed = true;
} finally {
  await stopTraced();
  await cleanup();
  stopTimer();
}
process.exit(failed ? 1 : 0);
