// A ZIP is the browser's own download, through a short-lived signed link (issue 29, item 15): the page
// asks for a link (POST) and learns what the ZIP will hold; the browser follows the link (GET) and its
// download manager streams the ZIP. The link works once, for the staff member who asked, within its
// minute; it is refused expired, used, altered, or in the hands of another staff member or a role that
// may not export; the request log never holds it; each download is an audit row, as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintZipLink, verifiedClaims, signZipLink, zipLinkKey, ZIP_LINK_SECONDS } from '../../src/server/features/exports/zip-link';
import { STAFF_COOKIE } from '../../src/server/features/staff/staff-sessions';
import { loadSubmission } from '../../src/server/features/upload/submission';
import { OPERATION_ROLES } from '../../src/shared/generated/operation-roles';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import { signedInStaff, type TestStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { readZip } from '../helpers/zip-read';
import { uploadFile } from './upload-fixtures';

let server: TestServer;
let log = '';
let unit: TestRegistrant;
const as = {} as Record<'admin' | 'reviewer' | 'otherReviewer' | 'editor', { client: TestClient; staff: TestStaff }>;

type LinkAnswer = { data: { url: string; expiresAt: string; registrations: number; bytes: number } };

beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'info' }, { logStream: { write: (line: string) => void (log += line) } });
  unit = await createRegistrant(server.app, { entityType: 'group' });
  const client = server.client();
  await signIn(client, unit);
  const proof = await uploadFile(client, 'employment-proof', '證明.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300_000, 7)]));
  await server.app.services.db.updateTable('registration').set({ certificate_employment_resource_uid: proof }).where('uid', '=', unit.uid).execute();
  as.admin = await signedInStaff(server, 'admin');
  as.reviewer = await signedInStaff(server, 'reviewer');
  as.otherReviewer = await signedInStaff(server, 'reviewer');
  as.editor = await signedInStaff(server, 'editor');
});
afterAll(async () => server?.close());

const onlyUnit = () => ({ keyword: unit.registrationNumber });

/** A link as the page asks for it (a POST with the staff cookie). */
async function linkFor(who: keyof typeof as, what: 'registration' | 'filter') {
  const res =
    what === 'registration'
      ? await as[who].client.post<LinkAnswer>(`/api/admin/v1/registrations/${unit.uid}/zip-link`)
      : await as[who].client.post<LinkAnswer>('/api/admin/v1/exports/zip-link', onlyUnit());
  return res;
}

/** The browser following a link: a plain GET with the cookie of `who` (or none), the bytes as they came. */
async function follow(url: string, who?: keyof typeof as) {
  const res = await fetch(server.client().baseUrl + url, { headers: who ? { cookie: `${STAFF_COOKIE}=${as[who].client.cookie(STAFF_COOKIE)}` } : {} });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, message: res.headers.get('content-type')?.includes('json') ? (JSON.parse(bytes.toString()) as { message: string }).message : '' };
}

const REFUSED = '下載連結無效、已使用或已過期，請回到後台重新按一次下載';

describe("a registration's ZIP through its link", () => {
  it('answers a same-origin link, its expiry in about a minute, and the size of what it will hold', async () => {
    const res = await linkFor('reviewer', 'registration');
    expect(res.status, res.text).toBe(200);
    const { url, expiresAt, registrations, bytes } = res.body.data;
    expect(url).toMatch(/^\/api\/admin\/v1\/exports\/zip\?link=[\w-]+\.[\w-]+$/);
    const left = Date.parse(expiresAt) - Date.now();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(ZIP_LINK_SECONDS * 1000);
    expect(registrations).toBe(1);
    const files = (await loadSubmission(server.app.services.db, unit.uid)).files;
    expect(bytes).toBe(files.reduce((sum, f) => sum + Number(f.resource.file_size), 0));
    expect(bytes).toBeGreaterThan(300_000);
  });

  it('streams the ZIP as an attachment to the staff member who asked, once, and records it', async () => {
    const { url } = (await linkFor('reviewer', 'registration')).body.data;
    const first = await follow(url, 'reviewer');
    expect(first.status, first.message).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/zip');
    expect(first.headers.get('content-disposition')).toBe(`attachment; filename="${unit.registrationNumber}.zip"; filename*=UTF-8''${unit.registrationNumber}.zip`);
    expect(first.headers.get('referrer-policy')).toBe('no-referrer');
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect([...(await readZip(first.bytes)).keys()]).toContain('01-年資證明-1.pdf');
    const rows = await server.app.services.db.selectFrom('audit_event').selectAll().where('actor_uid', '=', as.reviewer.staff.uid).where('action', '=', 'file.zip').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject_uid).toBe(unit.uid);

    const again = await follow(url, 'reviewer');
    expect(again.status).toBe(403);
    expect(again.message).toBe(REFUSED);
  });

  it('is refused to another staff member, even one who may export, and stays good for its own', async () => {
    const { url } = (await linkFor('reviewer', 'registration')).body.data;
    for (const other of ['otherReviewer', 'admin'] as const) {
      const res = await follow(url, other);
      expect(res.status, other).toBe(403);
      expect(res.message).toBe(REFUSED);
    }
    expect((await follow(url)).status).toBe(401);
    expect((await follow(url, 'reviewer')).status).toBe(200);
  });

  it('is refused once expired', async () => {
    const services = server.app.services;
    const expired = await mintZipLink(services, { ...as.reviewer.staff, displayName: '', role: 'reviewer' }, { registration: unit.uid }, new Date(Date.now() - ZIP_LINK_SECONDS * 1000 - 1));
    const res = await follow(expired.url, 'reviewer');
    expect(res.status).toBe(403);
    expect(res.message).toBe(REFUSED);
  });

  it('is refused altered: another registration named, or its signature changed', async () => {
    const services = server.app.services;
    const { url } = (await linkFor('reviewer', 'registration')).body.data;
    const link = new URL(url, 'http://x').searchParams.get('link')!;
    const [payload, signature] = link.split('.') as [string, string];
    const claims = verifiedClaims(await zipLinkKey(services), link)!;
    expect(claims).toMatchObject({ staff: as.reviewer.staff.uid, target: { registration: unit.uid } });
    const other = await createRegistrant(server.app, { entityType: 'group' });
    const swapped = Buffer.from(JSON.stringify({ ...claims, target: { registration: other.uid } })).toString('base64url');
    const forged = signZipLink(Buffer.from('not the server key'), claims);
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    for (const altered of [`${swapped}.${signature}`, forged, `${payload}.${flipped}`]) {
      const res = await follow(`/api/admin/v1/exports/zip?link=${altered}`, 'reviewer');
      expect(res.status, altered).toBe(403);
      expect(res.message).toBe(REFUSED);
    }
    // The genuine link was not used up by the forgeries.
    expect((await follow(url, 'reviewer')).status).toBe(200);
  });
});

describe("a filter's ZIP through its link", () => {
  it('tells how many registrations and bytes, then streams a folder per registration, recorded with the filter', async () => {
    const res = await linkFor('admin', 'filter');
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.registrations).toBe(1);
    expect(res.body.data.bytes).toBeGreaterThan(300_000);
    const zip = await follow(res.body.data.url, 'admin');
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-disposition')).toMatch(/^attachment; filename=".*\.zip"; filename\*=UTF-8''%E5%A0%B1%E5%90%8D%E8%B3%87%E6%96%99-/);
    const names = [...(await readZip(zip.bytes)).keys()];
    expect(names.every((n) => n.startsWith(`${unit.registrationNumber} `))).toBe(true);
    const rows = await server.app.services.db.selectFrom('audit_event').selectAll().where('actor_uid', '=', as.admin.staff.uid).where('action', '=', 'export.zip').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.detail).toMatchObject({ filter: onlyUnit(), count: 1 });
    expect((await follow(res.body.data.url, 'admin')).status).toBe(403);
  });
});

describe('who may ask for and use a link', () => {
  it('the roles that may export are exactly those that may ask for a link and follow it', () => {
    const exporting = OPERATION_ROLES.adminExportCsv;
    expect(OPERATION_ROLES.adminExportZipLink).toEqual(exporting);
    expect(OPERATION_ROLES.adminRegistrationZipLink).toEqual(exporting);
    expect(OPERATION_ROLES.adminExportZipDownload).toEqual(exporting);
  });

  it('refuses an editor a link, and an admin’s link in an editor’s hands', async () => {
    expect((await linkFor('editor', 'registration')).status).toBe(403);
    expect((await linkFor('editor', 'filter')).status).toBe(403);
    const { url } = (await linkFor('admin', 'registration')).body.data;
    expect((await follow(url, 'editor')).status).toBe(403);
  });

  it('refuses to mint a link from another site (the same-origin check of every write)', async () => {
    const res = await as.reviewer.client.post(`/api/admin/v1/registrations/${unit.uid}/zip-link`, undefined, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });

  it('answers 404 for a link to a registration that does not exist', async () => {
    expect((await as.reviewer.client.post(`/api/admin/v1/registrations/${crypto.randomUUID()}/zip-link`)).status).toBe(404);
  });
});

describe('the request log', () => {
  it('never holds a link', async () => {
    const { url } = (await linkFor('reviewer', 'registration')).body.data;
    await follow(url, 'reviewer');
    const link = new URL(url, 'http://x').searchParams.get('link')!;
    expect(log).toContain('/api/admin/v1/exports/zip?link=[redacted]');
    expect(log).not.toContain(link.split('.')[1]!);
    expect(log).not.toContain(link.split('.')[0]!);
  });
});
