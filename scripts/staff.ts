// `npm run staff -- add --email a@b --role admin [--name 名字]`: creates a staff account and prints its
// one-time enrolment link (24 hours) - how the first admin comes to be (issue 17); later ones are
// invited in the back office. `npm run staff -- list` lists the accounts. Uses the server's settings
// (DATABASE_URL or DATA_DIR, PII_KEYS, PUBLIC_URL). On the embedded database the server must be
// stopped: it holds the data directory's lock, and the refusal says so.
import { parseArgs } from 'node:util';
import { createStaffAccount } from '../src/server/features/staff/accounts';
import { isStaffRole, STAFF_ROLES } from '../src/server/platform/contract/roles';
import { staffMember } from '../src/server/features/staff/staff-member';
import { loadConfig } from '../src/server/platform/config/config';
import { DataDirLockedError } from '../src/server/platform/db/data-dir-lock';
import { openDatabase } from '../src/server/platform/db/index';
import { PiiCipher } from '../src/server/platform/security/pii-cipher';
import { resolvePiiKeys } from '../src/server/platform/security/pii-keys';
import { STAFF_ROLE_LABELS } from '../src/shared/back-office-labels';
import { rocDateTime } from '../src/shared/taipei-time';

const USAGE = `usage:
  npm run staff -- add --email <e-mail> --role <${STAFF_ROLES.join('|')}> [--name <顯示名稱>]
  npm run staff -- list`;

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

const [command, ...rest] = process.argv.slice(2);
const { values } = (() => {
  try {
    return parseArgs({ args: rest, options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } }, strict: true });
  } catch (err) {
    return fail(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
  }
})();
if (command !== 'add' && command !== 'list') fail(USAGE);
if (command === 'add') {
  if (!values.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) fail(`--email needs an e-mail address\n${USAGE}`);
  if (!isStaffRole(values.role)) fail(`--role must be one of ${STAFF_ROLES.join(', ')}\n${USAGE}`);
}

const config = loadConfig(process.env, { serveWeb: false });
let database;
try {
  database = await openDatabase(config);
} catch (err) {
  if (err instanceof DataDirLockedError) fail(`${err.message}\n(The server is running on ${config.dataDir}: stop it and run this again, or invite staff in the back office.)`, 1);
  throw err;
}
try {
  if (command === 'list') {
    const rows = await database.db.selectFrom('staff_account').selectAll().orderBy('email').execute();
    if (rows.length === 0) console.log('no staff accounts yet');
    for (const m of rows.map(staffMember)) console.log(`${m.email}\t${m.displayName}\t${m.role}\t${m.state}`);
  } else {
    // After the lock: the embedded key file is made by the one process of this data directory.
    const pii = new PiiCipher(resolvePiiKeys(config));
    const email = values.email!.trim();
    const role = values.role as (typeof STAFF_ROLES)[number];
    const invitation = await database.db.transaction().execute((trx) =>
      createStaffAccount(trx, { config, pii }, { email, displayName: values.name?.trim() || email.split('@')[0]!, role }, { kind: 'system', label: 'cli' }),
    );
    console.log(`staff account ${email} (${role}, ${STAFF_ROLE_LABELS[role]}) created.`);
    console.log(`One-time enrolment link, valid until ${rocDateTime(invitation.expiresAt)} (Taipei time); give it to that person only:`);
    console.log(invitation.link);
  }
} catch (err) {
  fail(err instanceof Error ? err.message : String(err), 1);
} finally {
  await database.close();
}
