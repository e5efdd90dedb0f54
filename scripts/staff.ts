// `npm run staff -- add --email a@b --role admin [--name 名字]`: creates a staff account and prints its
// one-time enrolment link (24 hours) - how the first admin comes to be (issue 17); later ones are
// invited in the back office. `npm run staff -- list` lists the accounts. What an admin does on
// 工作人員帳號 (issue 29), for when no admin can: `invite --email` sends an invitation again (a new
// link; the earlier one stops working), `enable --email` enables a disabled account, `reset-2fa --email`
// clears a lost authenticator (app, recovery codes, passkeys; sessions ended) for the person to enrol
// again. invite and reset-2fa print the new link and queue its letter, which the server sends when it
// runs. Uses the server's settings (DATABASE_URL or DATA_DIR, PII_KEYS, PUBLIC_URL). On the embedded
// database the server must be stopped: it holds the data directory's lock, and the refusal says so.
import { parseArgs } from 'node:util';
import { createStaffAccount } from '../src/server/features/staff/accounts';
import { enableAccount, lockedAccount, resendInvitation, resetSecondFactor, type RecoveryDeps } from '../src/server/features/staff/account-recovery';
import { isStaffRole, STAFF_ROLES } from '../src/server/platform/contract/roles';
import { staffMember } from '../src/server/features/staff/staff-member';
import { StaffSessions } from '../src/server/features/staff/staff-sessions';
import { loadConfig } from '../src/server/platform/config/config';
import { DataDirLockedError } from '../src/server/platform/db/data-dir-lock';
import { openDatabase } from '../src/server/platform/db/index';
import { queueMail } from '../src/server/platform/mail/mailer';
import { PiiCipher } from '../src/server/platform/security/pii-cipher';
import { resolvePiiKeys } from '../src/server/platform/security/pii-keys';
import { STAFF_ROLE_LABELS } from '../src/shared/back-office-labels';
import { rocDateTime } from '../src/shared/taipei-time';

const USAGE = `usage:
  npm run staff -- add --email <e-mail> --role <${STAFF_ROLES.join('|')}> [--name <顯示名稱>]
                       (several at once: repeat --email and --role, and --name for each or for none)
  npm run staff -- list
  npm run staff -- invite --email <e-mail>       send the invitation again (new link; the earlier one stops working)
  npm run staff -- enable --email <e-mail>       enable a disabled account again
  npm run staff -- reset-2fa --email <e-mail>    clear a lost authenticator; the person enrols again with a new link`;

const COMMANDS = ['add', 'list', 'invite', 'enable', 'reset-2fa'] as const;
type Command = (typeof COMMANDS)[number];

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

const [commandArg, ...rest] = process.argv.slice(2);
const { values } = (() => {
  try {
    return parseArgs({ args: rest, options: { email: { type: 'string', multiple: true }, role: { type: 'string', multiple: true }, name: { type: 'string', multiple: true } }, strict: true });
  } catch (err) {
    return fail(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
  }
})();
if (!COMMANDS.includes(commandArg as Command)) fail(USAGE);
const command = commandArg as Command;
const emails = (values.email ?? []).map((e) => e.trim());
const roles = values.role ?? [];
const names = (values.name ?? []).map((n) => n.trim());
if (command !== 'list' && (emails.length === 0 || !emails.every((e) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e)))) fail(`--email needs an e-mail address\n${USAGE}`);
if (command !== 'add' && emails.length > 1) fail(`${command} takes one --email\n${USAGE}`);
if (command === 'add' && (roles.length !== emails.length || !roles.every(isStaffRole))) fail(`--role must be one of ${STAFF_ROLES.join(', ')}, once for each --email\n${USAGE}`);
if (command === 'add' && names.length > 0 && names.length !== emails.length) fail(`--name once for each --email, or for none\n${USAGE}`);

const config = loadConfig(process.env, { serveWeb: false });
let database;
try {
  database = await openDatabase(config);
} catch (err) {
  if (err instanceof DataDirLockedError) fail(`${err.message}\n(The server is running on ${config.dataDir}: stop it and run this again, or do it in the back office.)`, 1);
  throw err;
}
const db = database.db;
const cli = { kind: 'system', label: 'cli' } as const;
const printLink = (link: string, expiresAt: Date) => {
  console.log(`One-time enrolment link, valid until ${rocDateTime(expiresAt)} (Taipei time); give it to that person only:`);
  console.log(link);
};
try {
  if (command === 'list') {
    const rows = await db.selectFrom('staff_account').selectAll().orderBy('email').execute();
    if (rows.length === 0) console.log('no staff accounts yet');
    for (const m of rows.map(staffMember)) console.log(`${m.email}\t${m.displayName}\t${m.role}\t${m.state}`);
  } else {
    // After the lock: the embedded key file is made by the one process of this data directory.
    const pii = new PiiCipher(resolvePiiKeys(config));
    const email = emails[0]!;
    if (command === 'add') {
      // Several accounts in one transaction: all are made, or none.
      const accounts = emails.map((e, i) => ({ email: e, displayName: names[i] || e.split('@')[0]!, role: roles[i] as (typeof STAFF_ROLES)[number] }));
      const invitations = await db.transaction().execute(async (trx) => {
        const made = [];
        for (const account of accounts) made.push(await createStaffAccount(trx, { config, pii }, account, cli));
        return made;
      });
      accounts.forEach(({ email: e, role }, i) => {
        console.log(`staff account ${e} (${role}, ${STAFF_ROLE_LABELS[role]}) created.`);
        printLink(invitations[i]!.link, invitations[i]!.expiresAt);
      });
    } else {
      // The letters wait in the mail queue: the server delivers them when it runs (its periodic retry).
      const deps: RecoveryDeps = { config, pii, staffSessions: new StaffSessions(db, config), queueLetter: queueMail };
      const done = await db.transaction().execute(async (trx) => {
        const account = await lockedAccount(trx, { email });
        if (!account) throw new Error(`no staff account has the e-mail ${email} (to create one: npm run staff -- add)`);
        if (command === 'invite') return resendInvitation(trx, deps, account, cli);
        if (command === 'enable') return enableAccount(trx, account, cli);
        return resetSecondFactor(trx, deps, account, cli);
      });
      const who = done.account.email;
      if (command === 'invite') console.log(`invitation of ${who} sent again; the earlier link no longer works. The letter is queued (sent when the server runs).`);
      if (command === 'enable') console.log(`${who} enabled (${staffMember(done.account).state}).`);
      if (command === 'reset-2fa') console.log(`second factor of ${who} reset: authenticator app, recovery codes and passkeys cleared, sessions ended. The letter is queued (sent when the server runs).`);
      if (done.link && done.expiresAt) printLink(done.link, done.expiresAt);
    }
  }
} catch (err) {
  // Not fail(): the database is closed first (finally), then the process ends with the code.
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
} finally {
  await database.close();
}
