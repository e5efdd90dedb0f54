// Opening an edition is a settings change plus data (issue 27): a 4th entry in schemas/editions.json (here:
// a schemas copy with it, its generated enums made by the same generator, and the list module the code
// imports) and EDITION=4, with no code changed. The server then registers into edition 4, the back office
// edits and publishes its boards and filters by it, the public reads them, and the site has its routes and
// menus.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import editionsGenerator from '../../scripts/generators/05-editions.mjs';
import { signedInStaff } from '../helpers/staff';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { groupBody, readLookups, register } from './registration-fixtures';

const FOURTH = { number: 4, category: 'edition_4th', path: 'fourth', label: '第四屆' };

// What the code imports of the list (src/shared/edition-titles.ts): the shipped list and the 4th entry.
vi.mock('../../schemas/editions.json', async (importOriginal) => {
  const shipped = ((await importOriginal()) as { default: { editions: unknown[] } }).default;
  return { default: { ...shipped, editions: [...shipped.editions, { number: 4, category: 'edition_4th', path: 'fourth', label: '第四屆' }] } };
});

let root: string;
let server: TestServer;

beforeAll(async () => {
  // The schemas as the server reads them, with the 4th entry and the enums `npm run gen` makes of it.
  root = await mkdtemp(join(tmpdir(), 'ta-edition-4-'));
  await cp(join(process.cwd(), 'schemas'), join(root, 'schemas'), { recursive: true });
  const listFile = join(root, 'schemas', 'editions.json');
  const list = JSON.parse(await readFile(listFile, 'utf8')) as { editions: unknown[] };
  list.editions.push(FOURTH);
  await writeFile(listFile, JSON.stringify(list));
  for (const { path, content } of await editionsGenerator(root)) await writeFile(path, content);
  server = await startTestServer({ EDITION: '4' }, { schemasDir: join(root, 'schemas') });
});
afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

describe('edition 4, opened by settings and data', () => {
  it('is the edition the public settings name', async () => {
    const res = await server.client().get<{ data: { edition: number; editionCategory: string } }>('/api/settings/v1/public');
    expect(res.body.data).toMatchObject({ edition: 4, editionCategory: 'edition_4th' });
  });

  it('takes new registrations, and the back office filters by it', async () => {
    const client = server.client();
    const created = await register(client, groupBody(await readLookups(client)));
    expect(created.status, created.text).toBe(200);
    const who = created.body.data;
    const row = await server.app.services.db.selectFrom('registration').select('edition').where('uid', '=', who.uid).executeTakeFirstOrThrow();
    expect(row.edition).toBe(4);
    const { client: admin } = await signedInStaff(server, 'admin');
    const list = await admin.post<{ data: { uid: string; edition: number }[] }>('/api/admin/v1/registrations/list', { filter: { editions: [4] } });
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.map((r) => r.uid)).toEqual([who.uid]);
  });

  it('has boards an editor fills and publishes, which the public then reads', async () => {
    const { client: editor } = await signedInStaff(server, 'editor');
    const created = await editor.post<{ data: { editionCategory: string } }>('/api/admin/v1/awards/create?editionCategory=edition_4th', { title: '第四屆金質獎' });
    expect(created.status, created.text).toBe(200);
    expect(created.body.data.editionCategory).toBe('edition_4th');
    const published = await editor.post('/api/admin/v1/editions/publish', { editionCategory: 'edition_4th', board: 'awards', published: true });
    expect(published.status, published.text).toBe(200);
    const awards = await server.client().post<{ data: { award: string | null }[] }>('/api/awards/v1/list-all', { editionCategory: 'edition_4th' });
    expect(awards.status, awards.text).toBe(200);
    expect(awards.body.data.map((a) => a.award)).toEqual(['第四屆金質獎']);
    const settings = await server.client().get<{ data: { publishedEditions: { awards: number[] } } }>('/api/settings/v1/public');
    expect(settings.body.data.publishedEditions.awards).toContain(4);
  });

  it('refuses an edition the list does not hold, with the schema message', async () => {
    const res = await server.client().post<{ data: { errors: { message: string }[] } }>('/api/awards/v1/list-all', { editionCategory: 'edition_5th' });
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e) => e.message)).toContain('屆別不正確');
  });

  it('has its winner list, heroes board and hero pages on the public site, and its menu entries', async () => {
    const { routes } = await import('../../src/web/app/routes');
    const paths = JSON.stringify(routes, (key, value: unknown) => (key === 'lazy' || key === 'element' ? undefined : value));
    for (const path of ['"path":"awards/fourth"', '"path":"heroes/fourth"', '"path":"fourth/team/:id"', '"path":"fourth/individual/:id"']) expect(paths).toContain(path);
    const { navEntriesFor } = await import('../../src/web/layout/nav-items');
    const labels = JSON.stringify(navEntriesFor({ awards: [4, 3], heroes: [4] } as never));
    expect(labels).toContain('第四屆得獎名單');
    expect(labels).toContain('/pages/awards/fourth');
    expect(labels).toContain('/heroPages/heroes/fourth');
  });
});
