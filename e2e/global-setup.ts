// Starts the site as `npm start` does (build if stale, then the server) on a free 127.0.0.1 port
// with a fresh data directory; stops it when the run ends. Tests read the URL from E2E_BASE_URL.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

export default async function globalSetup() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ta-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    // A cheap proof of work keeps the tests quick; the check itself is the real one.
    ALTCHA_COST: process.env.ALTCHA_COST ?? '10',
    // The promotional page gets a (made-up) video id to exercise the player; the tutorial keeps the
    // default (none) and says it is not published yet (e2e/public-pages.spec.ts).
    PROMO_VIDEO_ID: 'e2e-promo-video',
    // Every spec registers from 127.0.0.1, more often than the per-address limit allows a real office.
    REGISTRATIONS_PER_ADDRESS: '100000',
    // PostgreSQL needs the national ID numbers' key (PII_KEYS); the embedded database makes its own file.
    ...(process.env.E2E_DATABASE_URL
      ? {
          DATABASE_URL: process.env.E2E_DATABASE_URL,
          PII_KEYS: process.env.PII_KEYS ?? `e2e=${randomBytes(32).toString('base64')}`,
          // The specs read the demo news, winners, heroes and vendors, which PostgreSQL does not seed by default.
          SEED_DEMO: process.env.SEED_DEMO ?? 'true',
        }
      : {}),
  };
  // The hostile news item and hero of e2e/hostile-render.spec.ts, written before the server opens the database.
  execFileSync(process.execPath, ['--import', 'tsx', 'e2e/seed-hostile-content.ts'], { env, stdio: 'inherit' });
  // The staff accounts the specs enrol through, made by the staff CLI as an operator makes the first admin
  // (before the server holds the data directory), in one call: a process of its own per account cost
  // ≈ 3 s each. The CLI prints each account's line, then its enrolment link. Each entry: the variable the
  // spec reads its link from, then the account.
  const accounts = [
    // e2e/admin.spec.ts enrols the first admin through the link.
    ['E2E_ADMIN_ENROL_LINK', 'admin@e2e.example.org', 'admin', '測試管理員'],
    // An editor for e2e/admin-vendors.spec.ts (the vendor list).
    ['E2E_VENDOR_EDITOR_ENROL_LINK', 'vendor-editor@e2e.example.org', 'editor', '名單編輯'],
    // An editor of its own for e2e/admin-draw.spec.ts, so that spec runs alone as well as after admin.spec.ts.
    ['E2E_DRAW_EDITOR_ENROL_LINK', 'draw-editor@e2e.example.org', 'editor', '抽獎編輯'],
    // An editor of its own for e2e/admin-news.spec.ts (news items), likewise.
    ['E2E_NEWS_EDITOR_ENROL_LINK', 'news-editor@e2e.example.org', 'editor', '消息編輯'],
    // An admin and a reviewer of their own for e2e/admin-review.spec.ts (two people deciding at once), and
    // an admin for e2e/admin-draw.spec.ts (the early draw, with a reason).
    ['E2E_REVIEW_ADMIN_ENROL_LINK', 'review-admin@e2e.example.org', 'admin', '王管理'],
    ['E2E_REVIEW_REVIEWER_ENROL_LINK', 'review-reviewer@e2e.example.org', 'reviewer', '李審查'],
    ['E2E_DRAW_ADMIN_ENROL_LINK', 'draw-admin@e2e.example.org', 'admin', '抽獎管理'],
    // e2e/admin-audit.spec.ts reads the audit log as an admin of its own (no other staff e-mail inside it).
    ['E2E_AUDITOR_ENROL_LINK', 'auditor@e2e.example.org', 'admin', '陳稽核'],
    // e2e/admin-retention.spec.ts (個資保存期限, admin only).
    ['E2E_RETENTION_ADMIN_ENROL_LINK', 'retention-admin@e2e.example.org', 'admin', '個資管理'],
    // e2e/admin-own-account.spec.ts changes its own password and authenticator.
    ['E2E_OWN_ACCOUNT_ENROL_LINK', 'own-account@e2e.example.org', 'juror', '林評審'],
    // A reviewer of its own for e2e/admin-registrations.mobile.spec.ts (the list on a phone).
    ['E2E_PHONE_REVIEWER_ENROL_LINK', 'phone-reviewer@e2e.example.org', 'reviewer', '手機審查'],
  ] as const;
  const cli = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', 'add', ...accounts.flatMap(([, email, role, name]) => ['--email', email, '--role', role, '--name', name])], { env, encoding: 'utf8' });
  const lines = cli.split('\n');
  const linkOf = (email: string): string => {
    const at = lines.findIndex((line) => line.startsWith(`staff account ${email} `));
    const link = lines.slice(at + 1).find((line) => line.includes('/admin/enrol#'));
    if (at < 0 || !link) throw new Error(`the staff CLI printed no enrolment link for ${email}:\n${cli}`);
    return link.trim();
  };
  const links = accounts.map(([variable, email]) => [variable, linkOf(email)] as const);
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health/v1`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start within 180 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  process.env.E2E_BASE_URL = url;
  process.env.E2E_DATA_DIR = dataDir;
  for (const [variable, link] of links) process.env[variable] = link;
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
