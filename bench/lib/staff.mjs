// What the back-office benches share: JSON POSTs with the staff cookie, and a staff member enrolled
// through the CLI's link and signed in over HTTP (codes computed as an authenticator app would).
import { generate } from 'otplib';
import { tsImport } from 'tsx/esm/api';

export const jsonPost = (body, cookie) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });

export async function post(url, body, cookie) {
  const res = await fetch(url, jsonPost(body, cookie));
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res;
}

/** Enrols through the link and signs in (the code of the next step: enrolment used the current one); the cookie header. */
export async function enrolAndSignIn(base, link, email, password) {
  const token = link.slice(link.indexOf('#') + 1);
  const { data } = await (await post(`${base}/api/admin/v1/enrolment/read`, { token })).json();
  await post(`${base}/api/admin/v1/enrolment/complete`, { token, password, totpCode: await generate({ secret: data.secret }) });
  const next = await generate({ secret: data.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  const res = await post(`${base}/api/admin/v1/auth/sign-in`, { email, password, code: next });
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/**
 * Opens a fresh data directory's database for a bench to seed before its server starts (the server then
 * holds the directory's lock): the config, the database, Kysely's `sql`, and `reviewer(email)`, which makes
 * a reviewer account as the staff CLI makes one and answers its enrolment link.
 */
export async function openForSeeding(dataDir) {
  const { loadConfig } = await tsImport('../../src/server/platform/config/config.ts', import.meta.url);
  const { openDatabase } = await tsImport('../../src/server/platform/db/index.ts', import.meta.url);
  const { sql } = await tsImport('../../src/server/platform/db/kysely-runtime.ts', import.meta.url);
  const { createStaffAccount } = await tsImport('../../src/server/features/staff/accounts.ts', import.meta.url);
  const { PiiCipher } = await tsImport('../../src/server/platform/security/pii-cipher.ts', import.meta.url);
  const { resolvePiiKeys } = await tsImport('../../src/server/platform/security/pii-keys.ts', import.meta.url);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, { serveWeb: false });
  const handle = await openDatabase(config);
  const reviewer = async (email) => {
    const pii = new PiiCipher(resolvePiiKeys(config));
    const invitation = await handle.db
      .transaction()
      .execute((trx) => createStaffAccount(trx, { config, pii }, { email, displayName: '效能測試', role: 'reviewer' }, { kind: 'system', label: 'bench' }));
    return invitation.link;
  };
  return { config, db: handle.db, sql, reviewer, close: () => handle.close() };
}
