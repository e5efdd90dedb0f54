// The real server for a bench: its bundle (as `npm start` runs it) in its own process, on 127.0.0.1, a fresh data
// directory, production mode, a cheap security check (challenges are solved by the bench itself).
// BENCH_SERVER_NODE_ARGS adds Node flags to the server process, e.g. a CPU profile of the run:
//   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench:api
// BENCH_FILES_BACKEND=s3 stores the server's files in a bucket (s3rver in a process of its own, bench/lib/s3.mjs).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serverLaunch } from '../../scripts/server-bundle.mjs';
import { freePort, root, startChild, tempDir, waitFor } from './processes.mjs';
import { startS3Process } from './s3.mjs';

/**
 * `cwd`: where the server runs; it serves `<cwd>/dist` (bench:pages gives it a copy of the build, so
 * a rebuild by someone else during the run cannot empty the site under it). `filesEnv` in the answer: the
 * files settings it ran with (a bucket's under BENCH_FILES_BACKEND=s3, else none), for a check after.
 */
export async function startServer(env = {}, { dataDir, cwd = root } = {}) {
  const dir = dataDir ?? (await tempDir('bench-data-'));
  const filesEnv = process.env.BENCH_FILES_BACKEND === 's3' && !('FILES_BACKEND' in env) ? (await startS3Process()).settings : {};
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // As `npm start` runs it: its bundle and Node flags. BENCH_SERVER_NODE_ARGS after them: a later V8 flag
  // wins (e.g. --optimize-for-size, to measure what it costs and saves).
  const settings = {
    PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, PUBLIC_URL: base, ALTCHA_COST: '10', LOG_LEVEL: 'warn', NODE_ENV: 'production',
    // Every simulated registrant comes from 127.0.0.1: the per-address registration limit would stop the rush.
    REGISTRATIONS_PER_ADDRESS: '1000000',
    ...filesEnv,
    ...env,
  };
  const launch = await serverLaunch(settings, { nodeArgs });
  const child = startChild(process.execPath, launch.args, launch.env, cwd);
  await waitFor(`${base}/api/health/v1`);
  return { base, child, dataDir: dir, filesEnv };
}

/**
 * A bare Fastify process, the baseline: GET and POST /bare answer a fixed JSON envelope, and
 * /bare/<name> answers `answers[name]`: the real route's status, headers and body, byte for byte
 * (answerOf below). A read is compared with a bare route sending the very answer the real route sends,
 * so the ratio measures what our stack adds per request (routing, hooks, validation, the cache
 * lookup), not the size of the payload or of the headers.
 */
const BARE_SERVER = `
const Fastify = require('fastify');
const app = Fastify();
const body = { code: 0, message: 'ok', data: [{ name: '臺北市', slug: 'taipei-city' }] };
const answers = JSON.parse(require('node:fs').readFileSync(process.env.BARE_ANSWERS_FILE, 'utf8'));
app.get('/bare', async () => body);
app.post('/bare', async () => body);
// Each answer with the real route's own status and headers (security headers, ETag, cache control).
app.route({ method: ['GET', 'POST'], url: '/bare/:name', handler: async (req, reply) => {
  const answer = answers[req.params.name];
  // A plain string: a JSON body alone (bench:admin-list, whose answers are private and uncached).
  if (typeof answer === 'string') return reply.type('application/json; charset=utf-8').send(answer);
  return reply.code(answer.status).headers(answer.headers).send(answer.body);
} });
app.listen({ port: Number(process.argv[1]), host: '127.0.0.1' });
`;

/** The headers a server writes itself on every answer: the bare one adds its own. */
const OWN_HEADERS = new Set(['connection', 'keep-alive', 'date', 'content-length', 'transfer-encoding']);

/** What the real route answers to `init`, as startBare serves it: status, headers, body. */
export async function answerOf(url, init) {
  const res = await fetch(url, init);
  const headers = Object.fromEntries([...res.headers].filter(([name]) => !OWN_HEADERS.has(name)));
  return { status: res.status, headers, body: await res.text() };
}

/** `answers`: name -> { status, headers, body } (answerOf), or a JSON string, served at `/bare/<name>`. */
export async function startBare(answers = {}) {
  const port = await freePort();
  // In a file: a page of 100 rows is past what one environment variable may hold (E2BIG).
  const file = join(await tempDir('bench-bare-'), 'answers.json');
  await writeFile(file, JSON.stringify(answers));
  const child = startChild(process.execPath, ['-e', BARE_SERVER, String(port)], { NODE_ENV: 'production', BARE_ANSWERS_FILE: file });
  const url = `http://127.0.0.1:${port}/bare`;
  await waitFor(url);
  return { url, child };
}
