// `npm run import -- vendors FILE`: imports the vendor list (CSV or XLSX; README "Vendor list") with
// the back office's own code (src/server/features/vendors/vendor-import.ts): the file is the whole list,
// absent vendors go (hidden when a registration names them), one transaction, an audit row with actor
// system/cli. Prints the row errors and changes nothing when the file has any. Uses the server's
// settings (DATABASE_URL or DATA_DIR); on the embedded database the server must be stopped.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { ApiError } from '../src/server/platform/http/api-error';
import { RequestValidators } from '../src/server/platform/contract/validation';
import { readVendorFile } from '../src/server/features/vendors/vendor-file';
import { applyVendorImport, planVendorImport, sha256Of } from '../src/server/features/vendors/vendor-import';
import { vendorMessages } from '../src/server/features/vendors/vendor-messages';
import { loadConfig } from '../src/server/platform/config/config';
import { DataDirLockedError } from '../src/server/platform/db/data-dir-lock';
import { openDatabase } from '../src/server/platform/db/index';

const USAGE = 'usage: npm run import -- vendors <file.csv|file.xlsx>';

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

const [kind, path, ...extra] = process.argv.slice(2);
if (kind !== 'vendors' || !path || extra.length > 0) fail(USAGE);

let bytes: Buffer;
try {
  bytes = await readFile(path);
} catch (err) {
  fail(`${path}: ${err instanceof Error ? err.message : String(err)}`);
}
const fileName = basename(path);
let rows;
try {
  rows = await readVendorFile(fileName, bytes);
} catch (err) {
  if (err instanceof ApiError) fail(`${fileName}: ${err.message}`, 1);
  throw err;
}

const config = loadConfig(process.env, { serveWeb: false });
let database;
try {
  database = await openDatabase(config);
} catch (err) {
  if (err instanceof DataDirLockedError) fail(`${err.message}\n(The server is running on ${config.dataDir}: stop it and run this again, or import the file in the back office.)`, 1);
  throw err;
}
// Errors set the exit code rather than exiting: the database is closed (and its lock released) first.
try {
  const validators = new RequestValidators();
  const plan = await planVendorImport(database.db, validators, rows);
  if (plan.errors.length > 0) {
    for (const e of plan.errors) console.error(vendorMessages.rowError(e.line, e.message));
    console.error(`${fileName}: ${plan.errors.length} row error(s); nothing was changed.`);
    process.exitCode = 1;
  } else {
    const result = await applyVendorImport(database.db, validators, { sha256: sha256Of(bytes), fileName, rows }, { kind: 'system', label: 'cli' });
    console.log(`${fileName} (SHA-256 ${result.sha256}): ${rows.length} rows`);
    console.log(`new ${result.created}, changed ${result.changed}, unchanged ${result.unchanged}, hidden ${result.hidden} (absent, in use), deleted ${result.deleted} (absent, unused)`);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
} finally {
  await database.close();
}
