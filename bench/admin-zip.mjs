// Bulk ZIP benchmark (issue 17; `npm run bench:admin-zip`, and part of `npm run bench`).
//   1. A fresh data directory gets 1,000 registrations (SQL) and their files on disk: two tourism
//      photos, an employment proof and a stored receipt each (random bytes, about 330 KB a
//      registration, a few hundred MB in all), their resource rows inserted directly. A reviewer is made
//      the way the CLI makes one, before the server holds the directory's lock.
//   2. The real server starts there; the bench signs in over HTTP and downloads one registration's ZIP
//      (the summary thread starts and parses its font once, as on any server that has exported before).
//   3. Baseline: `zip -0 -r -` of the very same files (Debian's Info-ZIP: stored entries, CRCs computed),
//      read to the end by this process, and `tar -cf -` for reference. Then the filtered ZIP of all 1,000
//      through the server, read to the end, while the server's RSS is sampled every 50 ms: throughput
//      against zip's (ratio, target ≥ 0.5×), and RSS growth over the download (target ≤ 50 MB). Twice,
//      each beside its own `zip -0 -r`: cold (no summary stored: the rows were inserted directly, so the
//      first ZIP renders and stores every summary) and warm (the same filter: the stored summaries). The
//      target reads the warm one; the cold one is printed beside it.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cleanup, tempDir, timeLimit } from './lib/processes.mjs';
import { enrolAndSignIn, openForSeeding, post } from './lib/staff.mjs';
import { fmt, printTable } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';

const N = Number(process.env.BENCH_ZIP_N ?? 1000);
const TARGET_RSS_MB = 50;
/** The server's ZIP throughput against `zip -0 -r` of the same files, same run (issue 33). */
const TARGET_RATIO = 0.5;
const PASSWORD = 'bench admin zip password';
const EMAIL = 'bench-zip@example.org';
/** The files of each registration: purpose, name, type, size (bytes). */
const FILES = [
  ['tourism-photo', 'event-1.jpg', 'image/jpeg', 120_000],
  ['tourism-photo', 'event-2.jpg', 'image/jpeg', 120_000],
  ['employment-proof', '在職證明.pdf', 'application/pdf', 60_000],
];
const RECEIPT_BYTES = 30_000;

const done = timeLimit('bench:admin-zip', Number(process.env.BENCH_TIME_LIMIT_MS ?? 600_000));

/** One random block per size; each file differs from the others by its first 16 bytes. */
const blocks = new Map();
function fileBytes(size) {
  if (!blocks.has(size)) blocks.set(size, randomBytes(size));
  const bytes = Buffer.from(blocks.get(size));
  randomBytes(16).copy(bytes);
  return bytes;
}

async function seed(dataDir) {
  const seeding = await openForSeeding(dataDir);
  const { config, sql } = seeding;
  const filesDir = config.filesDir;
  const started = Date.now();
  let bytes = 0;
  try {
    const db = seeding.db;
    const district = await db.selectFrom('district').select(['slug', 'county_slug']).orderBy('order_index').executeTakeFirstOrThrow();
    const category = await db.selectFrom('organization_category').select('slug').where('entity_type', '=', 'group').orderBy('order_index').executeTakeFirstOrThrow();
    await sql`
      INSERT INTO registration (uid, registration_number, access_code_hash, status, entity_type, organization_category, organization_name,
        is_penalized, grp_company_uniform_number, contact_name, contact_phone_number, contact_email, contact_county, contact_district,
        contact_address_line, agreed_to_terms, created_at, updated_at, submitted_at)
      SELECT gen_random_uuid(), 'Z' || lpad(i::text, 6, '0'), 'bench', 'eligible', 'group', ${category.slug},
        (ARRAY['阿里山','日月潭','墾丁','太魯閣'])[1 + i % 4] || '觀光協會 ' || i, false, lpad((i * 7919 % 100000000)::text, 8, '0'),
        '聯絡人' || i, '02-2' || lpad(i::text, 7, '0'), 'zip' || i || '@example.com', ${district.county_slug}, ${district.slug},
        '測試路 ' || i || ' 號', true, now(), now(), now()
      FROM generate_series(1, ${N}::int) AS i`.execute(db);
    const registrations = await db.selectFrom('registration').select('uid').orderBy('registration_number').execute();
    const dir = join(filesDir, '2025', '10');
    await mkdir(dir, { recursive: true });
    const key = (uid) => `2025/10/${uid}`;
    const write = async (uid, size) => {
      await writeFile(join(dir, uid), fileBytes(size));
      bytes += size;
    };
    for (let from = 0; from < registrations.length; from += 200) {
      const resources = [];
      const pictures = [];
      const updates = [];
      for (const { uid: registrationUid } of registrations.slice(from, from + 200)) {
        let proof = null;
        for (const [purpose, name, type, size] of FILES) {
          const uid = randomUUID();
          await write(uid, size);
          resources.push({ uid, owner_registration_uid: registrationUid, purpose, original_filename: name, file_type: type, file_size: size, sha256: 'bench', storage_key: key(uid), image_info: null, attached_at: new Date() });
          if (purpose === 'tourism-photo') pictures.push({ uid: randomUUID(), registration_uid: registrationUid, resource_uid: uid, description: '活動照片', order_index: pictures.length });
          else proof = uid;
        }
        const receipt = randomUUID();
        await write(receipt, RECEIPT_BYTES);
        updates.push({ registrationUid, proof, receipt: key(receipt) });
      }
      await db.insertInto('resource').values(resources).execute();
      await db.insertInto('picture').values(pictures).execute();
      for (const u of updates) {
        await db.updateTable('registration').set({ certificate_employment_resource_uid: u.proof }).where('uid', '=', u.registrationUid).execute();
        await db.insertInto('receipt').values({ uid: randomUUID(), registration_uid: u.registrationUid, sequence: 1, submitted_at: new Date(), storage_key: u.receipt }).execute();
      }
    }
    const link = await seeding.reviewer(EMAIL);
    return { link, filesDir, bytes, seconds: (Date.now() - started) / 1000, first: registrations[0].uid };
  } finally {
    await seeding.close();
  }
}



/** Reads a response body to the end; its size. */
async function drain(res) {
  let n = 0;
  for await (const chunk of res.body) n += chunk.length;
  return n;
}

/** `command` run in `dir`, its standard output read to the end by this process (as the HTTP client reads the ZIP): its bytes. */
function readAllOf(command, args, dir) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] });
    let n = 0;
    child.stdout.on('data', (c) => (n += c.length));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(n) : reject(new Error(`${command} exited with ${code}`))));
  });
}

/** `tar -cf -` of the files directory. */
const tarOf = (dir) => readAllOf('tar', ['-cf', '-', '2025'], dir);
/** `zip -0 -r -q -` of the files directory: stored entries, every CRC computed, as the server's ZIP needs (its limit). */
const zipOf = (dir) => readAllOf('zip', ['-0', '-r', '-q', '-', '2025'], dir);

/** Debian's `zip` is the baseline; without it the bench says so rather than printing a ratio to nothing. */
function requireZip() {
  const found = spawnSync('zip', ['-v'], { stdio: 'ignore' });
  if (found.error || found.status !== 0) {
    console.error('bench:admin-zip needs Info-ZIP\'s `zip` for its baseline (`zip -0 -r` of the same files): apt-get install zip');
    process.exit(2);
  }
}

/** A ZIP as the back office downloads it: a link asked for, then followed with the same cookie. */
async function zipThroughLink(base, linkPath, body, cookie) {
  const { data } = await (await post(`${base}${linkPath}`, body, cookie)).json();
  return fetch(`${base}${data.url}`, { headers: { cookie } });
}

const rssMb = async (pid) => Number((await readFile(`/proc/${pid}/status`, 'utf8')).match(/VmRSS:\s+(\d+)/)[1]) / 1024;

requireZip();
try {
  const dataDir = await tempDir('bench-admin-zip-');
  const seeded = await seed(dataDir);
  console.log(`seeded ${N} registrations, ${fmt(seeded.bytes / 1e6)} MB of files in ${fmt(seeded.seconds, 1)} s`);
  const { base, child } = await startServer({}, { dataDir });
  const cookie = await enrolAndSignIn(base, seeded.link, EMAIL, PASSWORD);

  // Warm-up: one registration's ZIP (the summary thread and its font), then the page cache with tar.
  await drain(await zipThroughLink(base, `/api/admin/v1/registrations/${seeded.first}/zip-link`, {}, cookie));
  await tarOf(seeded.filesDir);

  let t = performance.now();
  const tarBytes = await tarOf(seeded.filesDir);
  const tarSeconds = (performance.now() - t) / 1000;

  /** `zip -0 -r` of the files, then the filtered ZIP of all of them through the server, read to the end while its RSS is sampled every 50 ms. */
  const measure = async () => {
    let start = performance.now();
    const zip0Bytes = await zipOf(seeded.filesDir);
    const zip0Seconds = (performance.now() - start) / 1000;
    const before = await rssMb(child.pid);
    let peak = before;
    const sampler = setInterval(async () => {
      peak = Math.max(peak, await rssMb(child.pid).catch(() => 0));
    }, 50);
    start = performance.now();
    const zipBytes = await drain(await zipThroughLink(base, '/api/admin/v1/exports/zip-link', {}, cookie));
    const zipSeconds = (performance.now() - start) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, await rssMb(child.pid));
    return { zip0Bytes, zip0Seconds, zipBytes, zipSeconds, before, peak };
  };
  // Cold: the rows were inserted directly, so no summary is stored and this ZIP renders (and stores) every
  // one. Warm: the same filter again, every summary read back from the store (what a ZIP of registrations
  // confirmed or decided on finds: their summaries are made then, in the background).
  const cold = await measure();
  const warm = await measure();

  const mbps = (b, s) => b / 1e6 / s;
  const ratioOf = (m) => mbps(m.zipBytes, m.zipSeconds) / mbps(m.zip0Bytes, m.zip0Seconds);
  const throughputRow = (m, figure, target) => ({
    figure,
    value: `${fmt(mbps(m.zipBytes, m.zipSeconds), 1)} MB/s (${fmt(m.zipSeconds, 1)} s)`,
    baseline: `zip -0 -r: ${fmt(mbps(m.zip0Bytes, m.zip0Seconds), 1)} MB/s (${fmt(m.zip0Seconds, 1)} s)`,
    ratio: `${fmt(ratioOf(m), 2)}×`,
    target: target ? `≥ ${TARGET_RATIO}×` : '',
    met: target ? ratioOf(m) >= TARGET_RATIO : null,
  });
  const growth = Math.max(cold.peak - cold.before, warm.peak - warm.before);
  printTable('bench:admin-zip (bulk ZIP of a filter)', [
    throughputRow(warm, `bulk ZIP of ${N} registrations (${fmt(warm.zipBytes / 1e6)} MB), throughput, summaries stored`, true),
    throughputRow(cold, 'the first ZIP of them, every summary rendered and stored (cold)', false),
    {
      figure: 'the same files through tar -cf (no CRC), for reference',
      value: `${fmt(mbps(tarBytes, tarSeconds), 1)} MB/s (${fmt(tarSeconds, 1)} s)`,
      baseline: '',
      ratio: `server: ${fmt(warm.zipSeconds / tarSeconds, 1)}× tar's time (cold ${fmt(cold.zipSeconds / tarSeconds, 1)}×)`,
      target: '',
      met: null,
    },
    {
      figure: 'server RSS growth during a bulk ZIP (the larger of the two)',
      value: `${fmt(growth, 1)} MB (cold ${fmt(cold.before)} → ${fmt(cold.peak)} MB, warm ${fmt(warm.before)} → ${fmt(warm.peak)} MB)`,
      baseline: `${fmt(cold.before)} MB before`,
      ratio: '',
      target: `≤ ${TARGET_RSS_MB} MB`,
      met: growth <= TARGET_RSS_MB,
    },
  ], [
    `seeded: ${N} registrations, ${FILES.length} files + a stored receipt each, ${fmt(seeded.bytes / 1e6)} MB; every folder also gets a summary PDF: rendered by the first ZIP (≈ 20 ms of CPU each on this machine, in the receipts' thread) and stored, read back by the second.`,
  ]);
} finally {
  done();
  await cleanup();
}
