// A staff download that writes an audit row or builds a file answers only a page navigation or a script's
// fetch (issue 30, item 3b): an address embedded by a page (`<img src>`, a script, a style sheet, a frame)
// would make every staff member who opens that page download in their own name. The contract says which
// GETs (x-fetch-dest); the route loader refuses the rest with 403 before the session, the audit or any work.
// A client that sends no Sec-Fetch-Dest (curl, a script) is let through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCode } from '../../src/shared/api-codes';
import { STAFF_COOKIE } from '../../src/server/features/staff/staff-sessions';
import { requestMessages } from '../../src/server/platform/http/request-messages';
import { loadOperations } from '../../src/server/platform/contract/operations';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import { signedInStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { uploadFile } from './upload-fixtures';

let server: TestServer;
let unit: TestRegistrant;
let proof: string;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  unit = await createRegistrant(server.app, { entityType: 'group' });
  const client = server.client();
  await signIn(client, unit);
  proof = await uploadFile(client, 'employment-proof', '證明.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2_000, 7)]));
  await server.app.services.db.updateTable('registration').set({ certificate_employment_resource_uid: proof }).where('uid', '=', unit.uid).execute();
  admin = (await signedInStaff(server, 'admin')).client;
});
afterAll(async () => server?.close());

const auditCount = async (action: string) =>
  Number((await server.app.services.db.selectFrom('audit_event').select((eb) => eb.fn.countAll<string>().as('n')).where('action', '=', action).executeTakeFirstOrThrow()).n);

/** A GET as a browser sends it, with the admin's cookie and the destination it would name. */
const get = (path: string, dest?: string) =>
  fetch(server.url + path, { headers: { cookie: `${STAFF_COOKIE}=${admin.cookie(STAFF_COOKIE)}`, ...(dest ? { 'sec-fetch-dest': dest } : {}) } });

const zipLink = async () => (await admin.post<{ data: { url: string } }>(`/api/admin/v1/registrations/${unit.uid}/zip-link`)).body.data.url;

describe("a registration's ZIP", () => {
  it('is refused to an image (403, a problem body), writes no audit row, and the link still works when opened', async () => {
    const url = await zipLink();
    for (const dest of ['image', 'script', 'style', 'iframe', 'object', 'embed', 'video']) {
      const res = await get(url, dest);
      expect(res.status, dest).toBe(403);
      expect(await res.json(), dest).toEqual({ code: ApiCode.forbidden, message: requestMessages.embeddedDownloadRefused, data: null });
    }
    expect(await auditCount('file.zip')).toBe(0);
    const opened = await get(url, 'document');
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/zip');
    await opened.arrayBuffer();
    expect(await auditCount('file.zip')).toBe(1);
  });

  it("is answered to a script's fetch (empty) and to a client without the header", async () => {
    for (const dest of ['empty', undefined]) {
      const res = await get(await zipLink(), dest);
      expect(res.status, dest).toBe(200);
      await res.arrayBuffer();
    }
  });
});

describe("a registration's file", () => {
  it('is refused to an image and written in no audit row; opened, fetched or played it is answered', async () => {
    const before = await auditCount('file.download');
    const refused = await get(`/api/admin/v1/files/${proof}`, 'image');
    expect(refused.status).toBe(403);
    expect(await auditCount('file.download')).toBe(before);
    for (const dest of ['document', 'empty', 'video', undefined]) {
      const res = await get(`/api/admin/v1/files/${proof}`, dest);
      expect(res.status, dest).toBe(200);
      await res.arrayBuffer();
    }
    expect(await auditCount('file.download')).toBe(before + 4);
  });
});

it('the contract names every staff download and export that audits or builds a file', () => {
  const held = loadOperations().filter((op) => op.fetchDest).map((op) => op.operationId).sort();
  expect(held).toEqual(['adminExportZipDownload', 'adminFileDownload', 'judgingDossier', 'judgingRankingXlsx']);
});
