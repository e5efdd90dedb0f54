// `npm run retention -- [plan|apply] --edition 3`: what an ended edition no longer needs (docs/personal-data.md,
// Retention). `plan` (the default: a dry run) lists per kind how many items a run now would remove and from
// when the kind applies; `apply` removes them in batches, an audit row per batch (actor: cli), and prints what
// it removed (nothing, on a second run). The same code as the back office's 個資保存期限 page. Uses the
// server's settings (DATABASE_URL or DATA_DIR, RETENTION_MONTHS); on the embedded database the server must be
// stopped (it holds the data directory's lock, and the refusal says so).
import { parseArgs } from 'node:util';
import { applyRetention, retentionPlan } from '../src/server/features/retention/index';
import { loadConfig } from '../src/server/platform/config/config';
import { DataDirLockedError } from '../src/server/platform/db/data-dir-lock';
import { openDatabase } from '../src/server/platform/db/index';
import { LocalFileStore } from '../src/server/platform/storage/file-store';
import { consoleStoreLog, openFileStore } from '../src/server/platform/storage/s3-file-store';
import { EDITIONS, type EditionNumber } from '../src/shared/editions';
import { RETENTION_KIND_LABELS } from '../src/shared/retention-labels';
import { rocDateTime } from '../src/shared/taipei-time';

const EDITION_NUMBERS = EDITIONS.map((e) => e.number);
const USAGE = `usage:
  npm run retention -- plan --edition <${EDITION_NUMBERS.join('|')}>    list what would be removed now (nothing changes; the default)
  npm run retention -- apply --edition <${EDITION_NUMBERS.join('|')}>   remove it, in batches, an audit row per batch`;

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

const args = process.argv.slice(2);
const command = args[0] === 'plan' || args[0] === 'apply' ? args.shift()! : args[0]?.startsWith('-') || args.length === 0 ? 'plan' : fail(USAGE);
const { values } = (() => {
  try {
    return parseArgs({ args, options: { edition: { type: 'string' } }, strict: true });
  } catch (err) {
    return fail(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
  }
})();
const edition = Number(values.edition) as EditionNumber;
if (!EDITION_NUMBERS.includes(edition)) fail(`--edition must be one of ${EDITION_NUMBERS.join(', ')}\n${USAGE}`);

const config = loadConfig(process.env, { serveWeb: false });
let database;
try {
  database = await openDatabase(config);
} catch (err) {
  if (err instanceof DataDirLockedError) fail(`${err.message}\n(The server is running on ${config.dataDir}: stop it and run this again, or use the back office's page.)`, 1);
  throw err;
}
// The store the settings name (FILES_BACKEND): files on a bucket are removed there, as the server would.
const files = await openFileStore(config, () => new LocalFileStore(config.filesDir), consoleStoreLog);
const deps = { db: database.db, files, config };
const when = (iso: string | null) => (iso ? `${rocDateTime(iso)} (Taipei time)` : 'not yet: the winner list is not published');
try {
  if (command === 'plan') {
    const plan = await retentionPlan(deps, edition);
    console.log(`edition ${edition}, kept ${plan.months} months after the winner list's publication (${plan.winnersPublishedAt ? rocDateTime(plan.winnersPublishedAt) : 'not published'}). Dry run: nothing changed.`);
    for (const k of plan.kinds) console.log(`${k.kind}\t${k.count}\tfrom ${when(k.appliesFrom)}\t${RETENTION_KIND_LABELS[k.kind]}`);
  } else {
    const result = await applyRetention(deps, edition, { kind: 'system', label: 'cli' });
    if (result.batches === 0) console.log(`edition ${edition}: nothing to remove.`);
    else console.log(`edition ${edition}: removed in ${result.batches} batches (an audit row each):`);
    for (const k of result.removed) if (k.count > 0) console.log(`${k.kind}\t${k.count}\t${RETENTION_KIND_LABELS[k.kind]}`);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
} finally {
  await database.close();
  files.close?.();
}
