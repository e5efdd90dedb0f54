// XLSX bomb benchmark (issue 30 item 4; `npm run bench:xlsx-bomb`). A 1.2 MB XLSX once took the server
// to a 2 GB peak and delayed its health check 8.2 s. The real server (as `npm start` runs it) on a fresh
// data directory; an editor made as the staff CLI makes one, signed in over HTTP; a published news item.
// Then, for each file: the vendor import preview of it while this process reads the news item in a loop
// and samples the server's RSS every 20 ms. Printed: the time to the refusal, the server's peak RSS
// during it, and the news reads' latency during it against the same reads before (the baseline).
// The files come from tests/helpers/xlsx-zip.ts: the bombs are under 1 MB packed.
import { readFile } from 'node:fs/promises';
import { tsImport } from 'tsx/esm/api';
import { cleanup, tempDir, timeLimit } from './lib/processes.mjs';
import { fmt, printTable } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';
import { enrolAndSignIn, post } from './lib/staff.mjs';

const EMAIL = 'bench-xlsx@example.org';
const PASSWORD = 'bench xlsx bomb password';
const done = timeLimit('bench:xlsx-bomb', Number(process.env.BENCH_TIME_LIMIT_MS ?? 300_000));

const { xlsxBomb, xlsxOf } = await tsImport('../tests/helpers/xlsx-zip.ts', import.meta.url);
const { VENDOR_IMPORT } = await tsImport('../src/server/features/vendors/vendor-import-rules.ts', import.meta.url);

/** An editor account in a fresh data directory, before the server holds its lock: the enrolment link. */
async function makeEditor(dataDir) {
  const { loadConfig } = await tsImport('../src/server/platform/config/config.ts', import.meta.url);
  const { openDatabase } = await tsImport('../src/server/platform/db/index.ts', import.meta.url);
  const { createStaffAccount } = await tsImport('../src/server/features/staff/accounts.ts', import.meta.url);
  const { PiiCipher } = await tsImport('../src/server/platform/security/pii-cipher.ts', import.meta.url);
  const { resolvePiiKeys } = await tsImport('../src/server/platform/security/pii-keys.ts', import.meta.url);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, { serveWeb: false });
  const handle = await openDatabase(config);
  try {
    const pii = new PiiCipher(resolvePiiKeys(config));
    const invitation = await handle.db
      .transaction()
      .execute((trx) => createStaffAccount(trx, { config, pii }, { email: EMAIL, displayName: '效能測試', role: 'editor' }, { kind: 'system', label: 'bench' }));
    return invitation.link;
  } finally {
    await handle.close();
  }
}

const rssMb = async (pid) => Number((await readFile(`/proc/${pid}/status`, 'utf8')).match(/VmRSS:\s+(\d+)/)[1]) / 1024;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timedRead(url) {
  const t = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - t;
}

/** The preview of `bytes` while news reads loop and RSS is sampled; refusal time, answer, peak RSS, read latencies. */
async function importDuringReads(base, cookie, newsUrl, name, bytes) {
  const pid = server.child.pid;
  const before = await rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => void rssMb(pid).then((mb) => (peak = Math.max(peak, mb)), () => {}), 20);
  const reads = [];
  let importing = true;
  const reader = (async () => {
    while (importing) reads.push(await timedRead(newsUrl));
  })();
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: VENDOR_IMPORT.types.xlsx }), name);
  const t = performance.now();
  const res = await fetch(`${base}/api/admin/v1/vendors/import/preview`, { method: 'POST', body: form, headers: { cookie } });
  const body = await res.json();
  const ms = performance.now() - t;
  importing = false;
  await reader;
  clearInterval(sampler);
  peak = Math.max(peak, await rssMb(pid));
  return { ms, status: res.status, message: body.message, before, peak, reads };
}

let server;
try {
  const dataDir = await tempDir('bench-xlsx-bomb-');
  const link = await makeEditor(dataDir);
  server = await startServer({}, { dataDir });
  const { base } = server;
  const cookie = await enrolAndSignIn(base, link, EMAIL, PASSWORD);
  const created = await (await post(`${base}/api/admin/v1/news/create`, {
    title: '效能測試消息', category: 'event', startsAt: new Date(Date.now() - 60_000).toISOString(), summary: '摘要', content: '<p>內文</p>',
  }, cookie)).json();
  await post(`${base}/api/admin/v1/news/${created.data.uid}/publish`, { startsAt: new Date(Date.now() - 1000).toISOString(), version: created.data.version }, cookie);
  const newsUrl = `${base}/api/news/v1/read/${created.data.uid}`;

  // Baseline: the same read, alone, after a warm-up; then a normal file once (the reader's modules and thread warm up).
  for (let i = 0; i < 20; i++) await timedRead(newsUrl);
  const alone = [];
  for (let i = 0; i < 50; i++) alone.push(await timedRead(newsUrl));
  const normal = xlsxOf([['類別', '名稱'], ['org-grp_hotel-industry', '效能測試飯店']]);
  const warm = await importDuringReads(base, cookie, newsUrl, 'normal.xlsx', normal);
  if (warm.status !== 200) throw new Error(`the normal file: ${warm.status} ${warm.message}`);

  const files = [
    ['bomb declaring 256 MB', xlsxBomb(256)],
    ['bomb lying: 256 MB declared as 8 MB', xlsxBomb(256, 8 * 1048576)],
  ];
  const rows = [];
  for (const [label, bytes] of files) {
    const r = await importDuringReads(base, cookie, newsUrl, 'bomb.xlsx', bytes);
    rows.push(
      { figure: `${label} (${fmt(bytes.length / 1024)} KB): refused`, value: `${fmt(r.ms)} ms (${r.status})`, baseline: `normal file: ${fmt(warm.ms)} ms`, ratio: '', target: '< 1000 ms', met: r.status === 413 && r.ms < 1000 },
      { figure: `  server peak RSS during it`, value: `${fmt(r.peak)} MB`, baseline: `${fmt(r.before)} MB before`, ratio: `+${fmt(r.peak - r.before)} MB`, target: '–', met: null },
      {
        figure: `  news read during it (${r.reads.length} reads)`,
        value: `median ${fmt(median(r.reads), 1)} ms, max ${fmt(Math.max(...r.reads), 1)} ms`,
        baseline: `alone: median ${fmt(median(alone), 1)} ms, max ${fmt(Math.max(...alone), 1)} ms`,
        ratio: `max ${fmt(Math.max(...r.reads) / median(alone), 1)}x median alone`,
        target: '–',
        met: null,
      },
    );
    console.log(`${label}: ${r.status} ${r.message}`);
  }
  printTable('bench:xlsx-bomb (vendor import preview of decompression bombs)', rows, [
    `limits (schemas/admin/vendor-import.json): ${VENDOR_IMPORT.xlsx.maxUnpackedBytes / 1048576} MB unpacked, ${VENDOR_IMPORT.xlsx.maxEntries} entries, ${VENDOR_IMPORT.xlsx.maxRatio}:1, reader thread ${VENDOR_IMPORT.xlsx.workerHeapMb} MB heap / ${VENDOR_IMPORT.xlsx.workerSeconds} s.`,
  ]);
} finally {
  done();
  await cleanup();
}
