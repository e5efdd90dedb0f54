// Upload benchmark (DESIGN.md section 9; `npm run bench:upload`). Not a test: it prints ratios measured
// side by side in one run on this machine.
//   1. Starts the real server (its bundle, as `npm start` runs it) on 127.0.0.1 with a fresh data directory, holding
//      one registrant per upload written to that database beforehand (a registration's byte quota holds
//      only a few films), and signs each in through the API with the real security check.
//   2. Streams a generated 50 MB MP4 through POST /api/resources/v1/create (purpose
//      self-introduction-video) and, in the same run, the same bytes to a bare node:http server in its
//      own process that writes them to a file and syncs it and its directory: the raw loopback copy,
//      with the durability the server promises.
//   3. Prints the API's throughput as a ratio of the raw copy (median of the rounds), and the server
//      process's peak RSS growth during an upload (Linux /proc: VmHWM after resetting it, and sampling).
//   4. Does it all twice, side by side: files in FILES_DIR, then in a bucket (FILES_BACKEND=s3 on s3rver in
//      a process of its own, bench/lib/s3.mjs), each server on a fresh data directory.
// Bounded in time; every process it starts is stopped at the end.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { cleanup as cleanupLib } from './lib/processes.mjs';
import { serverLaunch } from '../scripts/server-bundle.mjs';
import { recordResults } from './lib/report.mjs';
import { startS3Process } from './lib/s3.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SIZE = 50 * 1024 * 1024;
// Seven: the disk's syncs and this virtual machine's page reclaim spread single rounds by ±30 % (issue 33).
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const TIME_LIMIT_MS = Number(process.env.BENCH_TIME_LIMIT_MS ?? 360_000);
const RSS_TARGET_MB = 20;
const CHUNK = 64 * 1024;

const children = [];
const dirs = [];
async function cleanup() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : null)));
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
}
const deadline = setTimeout(async () => {
  console.error(`bench:upload: over its time limit (${TIME_LIMIT_MS / 1000} s); stopping`);
  await cleanup();
  await cleanupLib();
  process.exit(1);
}, TIME_LIMIT_MS);
deadline.unref();

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

/** A 50 MB MP4: an ftyp box, then filler (the server checks the type by magic bytes). */
function mp4(size) {
  const b = Buffer.alloc(size, 0x5a);
  b.writeUInt32BE(24, 0);
  b.write('ftypisom', 4, 'ascii');
  b.writeUInt32BE(0x200, 12);
  b.write('isomiso2', 16, 'ascii');
  return b;
}

/** Writes a body in 64 KB chunks honouring back-pressure, as a browser upload streams. */
function send(url, headers, parts) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(url, { method: 'POST', headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8'), seconds });
      });
    });
    req.on('error', reject);
    (async () => {
      for (const part of parts) {
        for (let at = 0; at < part.length; at += CHUNK) {
          if (!req.write(part.subarray(at, Math.min(at + CHUNK, part.length)))) await new Promise((r) => req.once('drain', r));
        }
      }
      req.end();
    })().catch(reject);
  });
}

function multipart(fields, file) {
  const boundary = `----bench${randomUUID()}`;
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  const parts = [Buffer.from(head + fileHead), file.content, Buffer.from(`\r\n--${boundary}--\r\n`)];
  const length = parts.reduce((n, p) => n + p.length, 0);
  return { parts, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(length) } };
}

async function procStatus(pid) {
  const text = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? NaN);
  return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
}

/** Resets the kernel's peak-RSS mark of a process (Linux: write 5 to clear_refs); false if not allowed. */
async function resetPeak(pid) {
  try {
    await writeFile(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * Seeds `count` registrants into a fresh data directory (before the server takes its lock on it): one per
 * upload of the run, so that no round meets a registration's byte quota (a few 50 MB films fill it).
 */
async function seedRegistrants(dataDir, count) {
  const { loadConfig } = await tsImport('../src/server/platform/config/config.ts', import.meta.url);
  const { openDatabase } = await tsImport('../src/server/platform/db/index.ts', import.meta.url);
  const { hashAccessCode, newAccessCode } = await tsImport('../src/server/platform/security/tokens.ts', import.meta.url);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, { serveWeb: false });
  const handle = await openDatabase(config);
  try {
    const db = handle.db;
    const district = await db.selectFrom('district').select(['slug', 'county_slug']).orderBy('order_index').executeTakeFirstOrThrow();
    const category = await db.selectFrom('organization_category').select('slug').where('entity_type', '=', 'group').orderBy('order_index').executeTakeFirstOrThrow();
    const registrants = [];
    for (let i = 1; i <= count; i++) {
      const accessCode = newAccessCode();
      const registrationNumber = `BENCH${String(i).padStart(4, '0')}`;
      await db
        .insertInto('registration')
        .values({
          uid: randomUUID(), registration_number: registrationNumber, access_code_hash: await hashAccessCode(accessCode),
          entity_type: 'group', organization_category: category.slug, organization_name: '效能測試協會', vendor_uid: null,
          is_penalized: false, grp_company_uniform_number: '04595257', contact_name: '效能測試', contact_phone_number: '02-2345-6789',
          contact_email: 'bench@example.com', contact_county: district.county_slug, contact_district: district.slug,
          contact_address_line: '測試路 1 號', agreed_to_terms: true, recommend_type: null, recommend_code: null, recommend_unit: null,
          ind_job_level_category: null, ind_job_title: null, ind_years_at_current_company: null, ind_years_in_profession: null,
          ind_name: null, ind_personal_id_number: null, ind_birthday: null, ind_avatar_resource_uid: null, referral_method: null,
          recommendation_resource_uid: null, recommendation_number: null, recommendation_source: null,
          certificate_employment_resource_uid: null, self_introduction_resource_uid: null,
        })
        .execute();
      registrants.push({ registrationNumber, accessCode });
    }
    return registrants;
  } finally {
    await handle.close();
  }
}

async function signIn(base, who) {
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
  const challenge = (await (await fetch(`${base}/api/captcha/v1/challenge`)).json()).data;
  const solution = await solveChallenge({ challenge, deriveKey });
  const cfToken = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const res = await fetch(`${base}/api/auth/v1/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...who, cfToken }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/**
 * A bare node:http server in its own process that copies each request body to a file with the durability
 * the real server promises (issue 33): the file's data synced, renamed into place, its directory synced,
 * and only then the answer. The ratio then measures our stack, not the disk's syncs.
 */
const RAW_SERVER = `
const { createServer } = require('node:http');
const { createWriteStream } = require('node:fs');
const { open, rename } = require('node:fs/promises');
const { pipeline } = require('node:stream/promises');
const dir = process.argv[1];
let n = 0;
async function synced(path, data) {
  const handle = await open(path, 'r');
  try { await (data ? handle.datasync() : handle.sync()); } finally { await handle.close(); }
}
createServer(async (req, res) => {
  const name = dir + '/copy-' + (n++);
  try {
    await pipeline(req, createWriteStream(name + '.part'));
    await synced(name + '.part', true);
    await rename(name + '.part', name);
    await synced(dir, false);
    res.statusCode = 200;
  } catch {
    res.statusCode = 500;
  }
  res.end('{}');
}).listen(Number(process.argv[2]), '127.0.0.1', () => process.send && process.send('up'));
`;

function startChild(command, args, env) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr = (stderr + c).slice(-4000)));
  child.on('exit', (code) => {
    if (code && code !== 0 && !child.stopping) console.error(`child ${args.join(' ')} exited with ${code}\n${stderr}`);
  });
  children.push(child);
  return child;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mb = (bytes) => (bytes / (1024 * 1024)).toFixed(1);

/**
 * One store's figures: a fresh data directory and server (`filesEnv`: its files settings), the warm-up,
 * then ROUNDS rounds, each the raw copy then the API upload (both see the same machine state); the
 * server is stopped after.
 */
async function measure(filesEnv, rawPort) {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-upload-'));
  dirs.push(dataDir);
  const registrants = await seedRegistrants(dataDir, ROUNDS + 1); // the warm-up's and each round's
  const apiPort = await freePort();
  const base = `http://127.0.0.1:${apiPort}`;
  // As `npm start` runs it (its bundle, Node flags and environment), plus BENCH_SERVER_NODE_ARGS (a CPU profile).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const launch = await serverLaunch({ PORT: String(apiPort), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, ALTCHA_COST: '10', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...filesEnv }, { nodeArgs });
  const server = startChild(process.execPath, launch.args, launch.env);
  await waitFor(`${base}/api/health/v1`);
  const cookies = [];
  for (const who of registrants) cookies.push(await signIn(base, who));

  const video = mp4(SIZE);
  const api = (cookie) => {
    const body = multipart({ purpose: 'self-introduction-video' }, { name: 'self-introduction.mp4', type: 'video/mp4', content: video });
    return send(`${base}/api/resources/v1/create`, { ...body.headers, cookie }, body.parts);
  };
  const raw = () => send(`http://127.0.0.1:${rawPort}/`, { 'content-type': 'application/octet-stream', 'content-length': String(SIZE) }, [video]);

  // Warm-up (JIT, first file writes, the bucket's first connection).
  const warm = await api(cookies[0]);
  if (warm.status !== 200) throw new Error(`upload failed: ${warm.status} ${warm.body}`);
  await raw();

  const apiSeconds = [];
  const rawSeconds = [];
  let peakGrowth = 0;
  let baselineRss = 0;
  let peakSource = 'sampled';
  for (let i = 0; i < ROUNDS; i++) {
    rawSeconds.push((await raw()).seconds);
    const reset = await resetPeak(server.pid);
    const before = await procStatus(server.pid);
    let sampledPeak = before.rss;
    const sampler = setInterval(() => {
      procStatus(server.pid).then((s) => (sampledPeak = Math.max(sampledPeak, s.rss)), () => {});
    }, 10);
    const res = await api(cookies[i + 1]);
    clearInterval(sampler);
    if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${res.body}`);
    apiSeconds.push(res.seconds);
    const after = await procStatus(server.pid);
    const peak = reset ? Math.max(after.hwm, sampledPeak) : sampledPeak;
    if (reset) peakSource = 'kernel peak (VmHWM) and sampling';
    if (peak - before.rss >= peakGrowth) {
      peakGrowth = peak - before.rss;
      baselineRss = before.rss;
    }
  }
  server.stopping = true;
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode === null && server.signalCode === null ? server.once('exit', r) : r()));
  const rawRate = SIZE / median(rawSeconds);
  const apiRate = SIZE / median(apiSeconds);
  return { rawRate, apiRate, ratio: apiRate / rawRate, peakGrowth, baselineRss, peakSource };
}

try {
  const rawDir = await mkdtemp(join(tmpdir(), 'bench-raw-'));
  dirs.push(rawDir);
  const rawPort = await freePort();
  startChild(process.execPath, ['-e', RAW_SERVER, rawDir, String(rawPort)], {});
  await waitFor(`http://127.0.0.1:${rawPort}/`);

  // The local directory, then the bucket: s3rver in a process of its own on loopback (bench/lib/s3.mjs), so
  // the bucket's figure is our stack plus a local S3 server's, not a network's.
  const local = await measure({}, rawPort);
  const bucket = await measure((await startS3Process()).settings, rawPort);

  const rate = (r) => `${mb(r.apiRate)} MB/s`;
  const rows = [
    ['file', `${mb(SIZE)} MB MP4, ${ROUNDS} rounds each (median)`, ''],
    ['', 'local (FILES_DIR)', 'bucket (FILES_BACKEND=s3, s3rver)'],
    ['raw loopback copy (node:http → synced file)', `${mb(local.rawRate)} MB/s`, `${mb(bucket.rawRate)} MB/s`],
    ['API upload (/api/resources/v1/create)', rate(local), rate(bucket)],
    ['throughput ratio API / raw', `${(local.ratio * 100).toFixed(0)} %`, `${(bucket.ratio * 100).toFixed(0)} %`],
    ['server RSS before upload', `${mb(local.baselineRss)} MB`, `${mb(bucket.baselineRss)} MB`],
    ['server peak RSS growth', `${mb(local.peakGrowth)} MB`, `${mb(bucket.peakGrowth)} MB`],
    ['  target', ...[local, bucket].map((r) => `≤ ${RSS_TARGET_MB} MB: ${r.peakGrowth <= RSS_TARGET_MB * 1024 * 1024 ? 'met' : 'NOT met'}`)],
    ['peak measured by', local.peakSource, bucket.peakSource],
  ];
  const w = Math.max(...rows.map((r) => r[0].length));
  const w1 = Math.max(...rows.map((r) => r[1].length));
  console.log('\nUpload benchmark');
  for (const [k, a, b] of rows) console.log(`  ${k.padEnd(w)}  ${a.padEnd(w1)}  ${b}`);
  console.log('');
  const figures = (r, suffix) => [
    { figure: `upload 50 MB throughput${suffix}`, value: rate(r), baseline: `${mb(r.rawRate)} MB/s (raw copy)`, ratio: `${(r.ratio * 100).toFixed(0)} %`, target: '', met: null },
    { figure: `upload peak RSS growth${suffix}`, value: `${mb(r.peakGrowth)} MB`, baseline: `${mb(r.baselineRss)} MB before`, ratio: '', target: `≤ ${RSS_TARGET_MB} MB`, met: r.peakGrowth <= RSS_TARGET_MB * 1024 * 1024 },
  ];
  recordResults('Upload', [...figures(local, ''), ...figures(bucket, ', bucket (s3rver)')]);
} catch (err) {
  console.error(`bench:upload failed: ${err.message}`);
  process.exitCode = 1;
} finally {
  for (const child of children) child.stopping = true;
  await cleanup();
  await cleanupLib();
  clearTimeout(deadline);
}
