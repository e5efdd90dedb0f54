// The same-origin check decides on the path the router matched (issue 30, item 6): a write spelled with
// percent-encoded letters (`/%61pi/...`) reaches the same operation as `/api/...`, so it is held to the
// same Origin rule. app.inject sends the path as written (fetch would not keep every spelling).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiCode } from '../../src/shared/api-codes';
import { signedInStaff } from '../helpers/staff';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
let cookie: string;
const item = { title: '編碼路徑測試', category: 'event', startsAt: new Date().toISOString(), content: '<p>內文</p>' };

beforeAll(async () => {
  server = await startTestServer();
  const { client } = await signedInStaff(server, 'editor');
  cookie = `ta_staff=${client.cookie('ta_staff')!}`;
});
afterAll(async () => server?.close());

const create = (url: string, origin: string) =>
  server.app.inject({ method: 'POST', url, headers: { cookie, origin, 'content-type': 'application/json' }, payload: item });

it('refuses a write from another origin whatever the spelling of its path', async () => {
  for (const url of ['/api/admin/v1/news/create', '/%61pi/admin/v1/news/create', '/%61%70%69/admin/v1/news/create', '/api/%61dmin/v1/news/create']) {
    const res = await create(url, 'https://evil.example');
    expect(res.statusCode, url).toBe(403);
    expect(res.json(), url).toMatchObject({ code: ApiCode.forbidden, data: null });
  }
});

it('lets the same write from the site itself through', async () => {
  // inject's Host is localhost:80: the site's own origin on the Host fallback.
  const res = await create('/%61pi/admin/v1/news/create', 'http://localhost:80');
  expect(res.statusCode, res.body).toBe(200);
});
