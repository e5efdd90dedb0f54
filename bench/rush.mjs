// Deadline rush (DESIGN.md section 9; `npm run bench:rush`). Not a test: it prints what it measured.
//   1. Starts the real server (src/server/main.ts, production mode, fresh data directory) on 127.0.0.1.
//   2. N simulated registrants (BENCH_RUSH_N, default 500 as the issue asks: about 6–8 minutes on
//      this 2-core machine; bounded by BENCH_TIME_LIMIT_MS), BENCH_RUSH_CONCURRENCY (default 20) at a
//      time, each doing the whole flow through the API with its own cookies: register (security check
//      solved like the widget does), sign in, add a merit, upload 12 tourism photos and 5 workplace
//      photos (small JPEGs generated with sharp, each different) and attach them, upload a
//      recommendation letter and an employment proof (PDFs) and save them, then confirm.
//   3. Then 20 more registrants, each with a complete set, confirm at once and download their receipt,
//      while one reader reads the news list, one read after another; its p99 then is compared with its
//      p99 on the idle server just before (target ≤ 3×): a final submission must stall nobody.
//   3b. Then CONCURRENCY more, registered and signed in beforehand, upload their photos all at once and
//      nothing else: the server's photo rate alone, beside the bare pipeline on the same photos.
//   4. Prints registrants/s, the p99 of every step (confirm: target ≤ 1 s), the errors (target 0),
//      then stops the server and checks, in its database and on disk, that every acknowledged
//      registration, merit, file (SHA-256 of the bytes on disk against the acknowledged one) and
//      confirmation is there. BENCH_FILES_BACKEND=s3: the files go to a bucket (s3rver in its own
//      process, bench/lib/s3.mjs), and the check reads each file's bytes back from the bucket.
// The rush comes from ADDRESSES loopback addresses (127.0.0.10, .11, …), registrant n from the n-th: a
// sign-in takes a slot of its address's allowance while it runs (src/server/platform/guards/throttle.ts), so 200
// registrants signing in at once from one address were refused past 20, as an office's would be.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { Agent, fetch as fetchFrom, FormData as UndiciFormData } from 'undici';
import { tsImport } from 'tsx/esm/api';
import { captchaToken, captchaTokens } from './lib/captcha.mjs';
import { groupBody, groupLookups } from './lib/registrant.mjs';
import { cleanup, stopChild, timeLimit } from './lib/processes.mjs';
import { fmt, printTable } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';
import { barePhotoRate } from './lib/bare-photos.mjs';

const N = Number(process.env.BENCH_RUSH_N ?? 500);
const CONCURRENCY = Number(process.env.BENCH_RUSH_CONCURRENCY ?? 20);
const TOURISM_PHOTOS = 12;
const WORKPLACE_PHOTOS = 5;
const API = '/api/registrations/v1';
const AT_ONCE = 20; // confirms at once while the news is read
const IDLE_READS = 300;
const ADDRESSES = 50;
/**
 * p99 targets by step. A final submission answers within a second, even in the rush (issue 13). In a
 * surge (200 at a time and more, issue 16) registering and signing in stay light while uploads wait.
 */
const SURGE = CONCURRENCY >= 200;
const LIMITS_MS = { confirm: 1000, ...(SURGE ? { register: 2000, 'sign in': 1000 } : {}) };
const agents = Array.from({ length: ADDRESSES }, (_, i) => new Agent({ localAddress: `127.0.0.${10 + i}` }));

const done = timeLimit('bench:rush', Number(process.env.BENCH_TIME_LIMIT_MS ?? 900_000));

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const p99 = (xs) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.99) - 1)] : NaN);

/** A small JPEG that differs per registrant and photo (so no two uploads share bytes). */
function photo(n) {
  const colour = { r: (n * 37) % 256, g: (n * 91) % 256, b: (n * 53) % 256 };
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).jpeg().toBuffer();
}

/** Registrant n's photos, each list's as a person names them; the seeds keep every photo of the run different. */
async function photosOf(n) {
  const list = (purpose, count, name, seed) =>
    Promise.all(Array.from({ length: count }, async (_, i) => ({ purpose, name: `${name}-${i + 1}.jpg`, content: await photo(n * 100 + seed + i) })));
  return { tourism: await list('tourism-photo', TOURISM_PHOTOS, '活動', 0), workplace: await list('workplace-photo', WORKPLACE_PHOTOS, '職場', 50) };
}

function pdf(text) {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** One registrant's HTTP session: a cookie jar, and each call timed under its step's name. */
class Registrant {
  constructor(base, timings, n) {
    this.base = base;
    this.timings = timings;
    this.cookies = new Map();
    this.dispatcher = agents[n % ADDRESSES];
  }

  async call(step, path, init = {}) {
    const headers = { ...init.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const started = performance.now();
    const res = await fetchFrom(this.base + path, { ...init, headers, dispatcher: this.dispatcher });
    const text = await res.text();
    (this.timings[step] ??= []).push(performance.now() - started);
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    if (res.status !== 200) throw new Error(`${step}: ${res.status} ${text.slice(0, 200)}`);
    return JSON.parse(text).data;
  }

  /** A file download (the receipt): its bytes, which must be a PDF. */
  async download(step, path) {
    const started = performance.now();
    const res = await fetchFrom(this.base + path, { headers: { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }, dispatcher: this.dispatcher });
    const bytes = Buffer.from(await res.arrayBuffer());
    (this.timings[step] ??= []).push(performance.now() - started);
    if (res.status !== 200 || bytes.subarray(0, 5).toString() !== '%PDF-') throw new Error(`${step}: ${res.status} ${bytes.subarray(0, 200)}`);
    return bytes;
  }

  post(step, path, body) {
    return this.call(step, path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }

  upload(step, purpose, name, type, content) {
    const form = new UndiciFormData();
    form.append('purpose', purpose);
    form.append('file', new Blob([content], { type }), name);
    return this.call(step, '/api/resources/v1/create', { method: 'POST', body: form });
  }
}

/**
 * The whole flow of one registrant; records what the server acknowledged as it goes. With
 * `confirmLater`, stops before the confirm and returns it (with the receipt download) to run later.
 */
async function rush(base, n, lookups, timings, acked, { confirmLater = false, confirmTimings = timings } = {}) {
  const r = new Registrant(base, timings, n);
  const body = groupBody(lookups, n, await captchaToken(base));
  const created = await r.post('register', `${API}/create`, body);
  const mine = { uid: created.uid, registrationNumber: created.registrationNumber, files: [], merits: 0, tourism: 0, workplace: 0, confirmed: false };
  acked.push(mine);

  await r.post('sign in', '/api/auth/v1/sign-in', {
    registrationNumber: created.registrationNumber, accessCode: created.accessCode, cfToken: await captchaToken(base),
  });
  await r.post('add merit', `${API}/achievements/create`, {
    registrationUid: created.uid, year: 114, month: 3, achievementCategory: '{product}_tourism',
    description: Buffer.from(`推動在地觀光 ${n}`, 'utf8').toString('base64'),
  });
  mine.merits++;

  const uploadTracked = async (step, purpose, name, type, content) => {
    const file = await r.upload(step, purpose, name, type, content);
    mine.files.push({ uid: file.uid, sha256: file.sha256, sent: purpose.endsWith('photo') ? null : sha256(content) });
    return file.uid;
  };
  const { tourism, workplace } = await photosOf(n);
  for (const [i, { purpose, name, content }] of tourism.entries()) {
    const uid = await uploadTracked('upload photo', purpose, name, 'image/jpeg', content);
    await r.post('attach photo', `${API}/pictures/create`, { registrationUid: created.uid, pictureResourcesUid: uid, pictureDescription: `活動照片 ${i + 1}` });
    mine.tourism++;
  }
  for (const { purpose, name, content } of workplace) {
    const uid = await uploadTracked('upload photo', purpose, name, 'image/jpeg', content);
    await r.post('attach photo', `${API}/profession-pictures/create`, { registrationUid: created.uid, pictureResourcesUid: uid, pictureDescription: null });
    mine.workplace++;
  }
  const letter = await uploadTracked('upload document', 'recommendation-letter', '推薦書.pdf', 'application/pdf', pdf(`letter ${n}`));
  await r.post('recommendation update', `${API}/recommendation/update/${created.uid}`, {
    referralMethod: 'self_registration', recommendationResourcesUid: letter, recommendationNumber: null, recommendationSource: '臺北市觀光協會',
  });
  const proof = await uploadTracked('upload document', 'employment-proof', '在職證明.pdf', 'application/pdf', pdf(`proof ${n}`));
  await r.post('certificate update', `${API}/certificate-employment/update/${created.uid}`, { certificateEmploymentResourcesUid: proof });
  mine.letter = letter;
  mine.proof = proof;
  const confirm = async (step, cfToken) => {
    const confirmed = await r.post(step, `${API}/confirm/${created.uid}`, { cfToken });
    mine.confirmed = confirmed.registrationStatus === 'submitted';
  };
  if (confirmLater) {
    return async (cfToken) => {
      r.timings = confirmTimings;
      await confirm(`confirm, ${AT_ONCE} at once`, cfToken);
      await r.download('receipt download after it', `${API}/receipt/${created.uid}`);
    };
  }
  await confirm('confirm', await captchaToken(base));
}

/** p99 of news-list reads, one after another, `count` of them or until `until` settles. */
async function newsReads(base, { count = Infinity, until } = {}) {
  let over = false;
  until?.then(
    () => (over = true),
    () => (over = true),
  );
  const xs = [];
  while (!over && xs.length < count) {
    const started = performance.now();
    const res = await fetch(`${base}/api/news/v1/list`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`news list: ${res.status}`);
    xs.push(performance.now() - started);
  }
  return xs;
}

/**
 * AT_ONCE registrants with complete sets confirm at the same moment and download their receipts,
 * while a reader reads the news; its p99 is compared with the idle server's, measured just before.
 */
async function readsDuringConfirms(base, lookups, timings, acked, firstN) {
  // Their preparation is timed apart (not part of the rush's figures); their confirm and download are not.
  const pending = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => rush(base, firstN + i, lookups, {}, acked, { confirmLater: true, confirmTimings: timings })));
  const tokens = await captchaTokens(base, AT_ONCE); // solved beforehand: the bench's own CPU stays out of the window
  const idle = await newsReads(base, { count: IDLE_READS });
  const confirms = Promise.all(pending.map((confirmAndDownload, i) => confirmAndDownload(tokens[i])));
  const busy = await newsReads(base, { until: confirms });
  await confirms;
  return { idle, busy };
}

/**
 * The server's photo rate with nothing else to do: `count` registrants, registered and signed in beforehand,
 * each uploads its tourism and workplace photos (not attached: the slots' own calls stay out of it), all of them at
 * once. Over the rush, photos share the server with every other step of the flow; this is what the
 * photo path itself does against the bare pipeline on the same photos.
 */
async function photosAlone(base, lookups, firstN, count, timings, acked) {
  const setUp = {};
  const ready = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const n = firstN + i;
      const r = new Registrant(base, setUp, n);
      const created = await r.post('register', `${API}/create`, groupBody(lookups, n, await captchaToken(base), 'photos'));
      await r.post('sign in', '/api/auth/v1/sign-in', { registrationNumber: created.registrationNumber, accessCode: created.accessCode, cfToken: await captchaToken(base) });
      const { tourism, workplace } = await photosOf(n);
      const photos = [...tourism, ...workplace];
      const mine = { uid: created.uid, registrationNumber: created.registrationNumber, files: [], merits: 0, tourism: 0, workplace: 0, confirmed: false };
      acked.push(mine);
      r.timings = timings;
      return { r, photos, mine };
    }),
  );
  const started = performance.now();
  await Promise.all(
    ready.map(async ({ r, photos, mine }) => {
      for (const { purpose, name, content } of photos) {
        const file = await r.upload('upload photo, photos alone', purpose, name, 'image/jpeg', content);
        mine.files.push({ uid: file.uid, sha256: file.sha256, sent: null });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sent = ready.flatMap(({ photos }) => photos.map((p) => p.content));
  return { sent, rate: sent.length / seconds };
}

/**
 * Opens the stopped server's database and checks every acknowledgement against it and the file store it
 * wrote to (`filesEnv`: the bucket's settings, or none for FILES_DIR).
 */
async function consistency(dataDir, acked, filesEnv) {
  const { loadConfig } = await tsImport('../src/server/platform/config/config.ts', import.meta.url);
  const { openDatabase } = await tsImport('../src/server/platform/db/index.ts', import.meta.url);
  const { consoleStoreLog, openFileStore } = await tsImport('../src/server/platform/storage/s3-file-store.ts', import.meta.url);
  const { LocalFileStore } = await tsImport('../src/server/platform/storage/file-store.ts', import.meta.url);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...filesEnv }, { serveWeb: false });
  const handle = await openDatabase(config);
  const store = await openFileStore(config, () => new LocalFileStore(config.filesDir), consoleStoreLog);
  const lost = [];
  let files = 0;
  try {
    const db = handle.db;
    for (const a of acked) {
      const reg = await db.selectFrom('registration').selectAll().where('uid', '=', a.uid).executeTakeFirst();
      if (!reg) {
        lost.push(`registration ${a.registrationNumber}`);
        continue;
      }
      if (a.confirmed && reg.status !== 'submitted') lost.push(`confirmation of ${a.registrationNumber} (status ${reg.status})`);
      const count = async (table) => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('registration_uid', '=', a.uid).executeTakeFirstOrThrow()).n);
      if ((await count('achievement')) < a.merits) lost.push(`merit of ${a.registrationNumber}`);
      if ((await count('picture')) < a.tourism) lost.push(`tourism photo of ${a.registrationNumber}`);
      if ((await count('profession_picture')) < a.workplace) lost.push(`workplace photo of ${a.registrationNumber}`);
      if (a.letter && reg.recommendation_resource_uid !== a.letter) lost.push(`letter of ${a.registrationNumber}`);
      if (a.proof && reg.certificate_employment_resource_uid !== a.proof) lost.push(`employment proof of ${a.registrationNumber}`);
      for (const f of a.files) {
        files++;
        const row = await db.selectFrom('resource').select(['sha256', 'storage_key']).where('uid', '=', f.uid).executeTakeFirst();
        if (!row) {
          lost.push(`file row ${f.uid}`);
          continue;
        }
        const onDisk = await store.readAll(row.storage_key).then(sha256, () => null);
        if (onDisk === null) lost.push(`file on disk ${f.uid}`);
        else if (onDisk !== f.sha256 || row.sha256 !== f.sha256 || (f.sent && f.sent !== onDisk)) lost.push(`file bytes ${f.uid}`);
      }
    }
  } finally {
    store.close?.();
    await handle.close();
  }
  return { lost, files };
}

try {
  const server = await startServer();
  const { base } = server;
  const lookups = await groupLookups(base);

  const timings = {};
  const acked = [];
  const errors = [];
  let nextN = 0;
  let completed = 0;
  const started = performance.now();
  const worker = async () => {
    while (nextN < N) {
      const n = nextN++;
      try {
        await rush(base, n, lookups, timings, acked);
        completed++;
      } catch (err) {
        errors.push(`registrant ${n}: ${err.message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, N) }, worker));
  const seconds = (performance.now() - started) / 1000;
  const reads = await readsDuringConfirms(base, lookups, timings, acked, N).catch((err) => {
    errors.push(`${AT_ONCE} confirms at once: ${err.message}`);
    return null;
  });

  const alone = await photosAlone(base, lookups, N + AT_ONCE, CONCURRENCY, timings, acked).catch((err) => {
    errors.push(`photos alone: ${err.message}`);
    return null;
  });

  await stopChild(server.child);
  const check = await consistency(server.dataDir, acked, server.filesEnv);
  // The limit beside the server's photo rate: every photo the run uploaded, through the bare pipeline.
  const photosSent = [];
  for (let n = 0; n < nextN; n++) {
    const { tourism, workplace } = await photosOf(n);
    photosSent.push(...[...tourism, ...workplace].map((p) => p.content));
  }
  const bareRate = await barePhotoRate(photosSent);
  const photoRate = (timings['upload photo']?.length ?? 0) / seconds;
  const bareAloneRate = alone ? await barePhotoRate(alone.sent) : NaN;

  const rows = [
    { figure: 'registrants completed', value: `${completed} of ${N}`, baseline: '', ratio: '', target: `${N}`, met: completed === N },
    { figure: 'registrants/s', value: fmt(completed / seconds, 2), baseline: '', ratio: '', target: `(${CONCURRENCY} at a time)`, met: null },
    { figure: 'wall time', value: `${fmt(seconds, 1)} s`, baseline: '', ratio: '', target: '', met: null },
    {
      figure: 'photos stored/s over the run', value: fmt(photoRate, 1), baseline: `${fmt(bareRate, 1)} bare pipeline (same photos, 2 at a time)`,
      ratio: `${fmt(photoRate / bareRate, 2)}×`, target: '≥ 0.8×', met: photoRate / bareRate >= 0.8,
    },
  ];
  if (alone) {
    rows.push({
      figure: `photos stored/s, photos alone (${CONCURRENCY} at a time)`, value: fmt(alone.rate, 1), baseline: `${fmt(bareAloneRate, 1)} bare pipeline (same ${alone.sent.length} photos, 2 at a time)`,
      ratio: `${fmt(alone.rate / bareAloneRate, 2)}×`, target: '≥ 0.8×', met: alone.rate / bareAloneRate >= 0.8,
    });
  }
  for (const [step, xs] of Object.entries(timings)) {
    const limit = LIMITS_MS[step] ?? (step.startsWith('confirm,') ? LIMITS_MS.confirm : undefined);
    const target = limit ? `≤ ${limit} ms (${xs.length} calls)` : `(${xs.length} calls)`;
    rows.push({ figure: `p99 ${step}`, value: `${fmt(p99(xs))} ms`, baseline: '', ratio: '', target, met: limit ? p99(xs) <= limit : null });
  }
  if (reads) {
    const [idle, busy] = [p99(reads.idle), p99(reads.busy)];
    rows.push({
      figure: `news read p99 while ${AT_ONCE} confirms run (${reads.busy.length} reads)`, value: `${fmt(busy, 1)} ms`,
      baseline: `${fmt(idle, 1)} ms idle (${reads.idle.length} reads)`, ratio: `${fmt(busy / idle, 1)}×`, target: '≤ 3×', met: busy / idle <= 3,
    });
  }
  rows.push({ figure: 'errors', value: String(errors.length), baseline: '', ratio: '', target: '0', met: errors.length === 0 });
  rows.push({
    figure: `lost after the run (DB + ${server.filesEnv.FILES_BACKEND === 's3' ? 'bucket' : 'disk'})`, value: String(check.lost.length), baseline: '', ratio: '',
    target: `0 (checked ${acked.length} registrations, ${check.files} files)`, met: check.lost.length === 0,
  });
  printTable(`Deadline rush, ${CONCURRENCY} at a time`, rows, [
    `${N} registrants, ${CONCURRENCY} at a time, from ${ADDRESSES} addresses; each: register, sign in, 1 merit, ${TOURISM_PHOTOS} + ${WORKPLACE_PHOTOS} photos, letter, proof, confirm.`,
    `Then ${AT_ONCE} more confirm at once, each downloading its receipt after, while the news list is read one read after another.`,
    `Then ${CONCURRENCY} more, registered and signed in beforehand, upload their ${TOURISM_PHOTOS + WORKPLACE_PHOTOS} photos each, all at once and nothing else: the photo path alone.`,
    ...errors.slice(0, 5).map((e) => `error: ${e}`),
    ...check.lost.slice(0, 5).map((l) => `lost: ${l}`),
  ]);
  if (errors.length || check.lost.length) process.exitCode = 1;
} catch (err) {
  console.error(`bench:rush failed: ${err.stack ?? err.message}`);
  process.exitCode = 1;
} finally {
  await Promise.all(agents.map((a) => a.close()));
  await cleanup();
  done();
}
