// News in the back office (issue 18), over real HTTP against a real database: an editor writes, edits,
// schedules, publishes, unpublishes and deletes items, an admin restores them; every change keeps the
// version before it and writes an audit row; a stale save is a 409 that loses nothing; hostile bodies
// never come back from the public API; files uploaded into an item lose their GPS and stay private
// while the item is; a reviewer may do none of it. A published item's save is a pending revision
// (issue 29, item 2): the public sees nothing of it until an editor publishes it.
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/shared/generated/api';
import { newsMessages } from '../../src/server/features/news/news-messages';
import { HOSTILE, HOSTILE_MARKUP } from '../helpers/hostile-strings';
import { jpeg, pdf } from '../helpers/files';
import { signedInStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

type Item = components['schemas']['AdminNewsItem'];
type Row = components['schemas']['AdminNewsRow'];
type Revision = components['schemas']['AdminNewsRevision'];
interface Envelope<T> { code: number; message: string; data: T; total?: number }

const NEWS = '/api/admin/v1/news';
let server: TestServer;
let editor: TestClient;
let admin: TestClient;
let reviewer: TestClient;

const db = () => server.app.services.db;
const draft = (over: Record<string, unknown> = {}) => ({
  title: '第三屆頒獎典禮',
  category: 'event',
  startsAt: new Date(Date.now() - 60_000).toISOString(),
  summary: '典禮時間與地點',
  content: '<h2>典禮</h2><p>歡迎 <a href="https://example.org/x" target="_blank">報名</a></p><table><tbody><tr><td>地點</td></tr></tbody></table>',
  ...over,
});
const create = async (client: TestClient, over: Record<string, unknown> = {}) => {
  const res = await client.post<Envelope<Item>>(`${NEWS}/create`, draft(over));
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};
const publish = (client: TestClient, item: Item, startsAt: string) =>
  client.post<Envelope<Item>>(`${NEWS}/${item.uid}/publish`, { startsAt, version: item.version });
const publicList = async () => (await server.client().post<Envelope<{ uid: string; title: string }[]>>('/api/news/v1/list', {})).body.data;
const publicRead = (uid: string) => server.client().get<Envelope<{ content: string; title: string } | null>>(`/api/news/v1/read/${uid}`);
const auditActions = async (uid: string) =>
  (await db().selectFrom('audit_event').select('action').where('subject_kind', '=', 'news').where('subject_uid', '=', uid).orderBy('id').execute()).map((r) => r.action);

beforeAll(async () => {
  server = await startTestServer();
  editor = (await signedInStaff(server, 'editor')).client;
  admin = (await signedInStaff(server, 'admin')).client;
  reviewer = (await signedInStaff(server, 'reviewer')).client;
});
afterAll(async () => server?.close());

describe('writing and publishing', () => {
  it('keeps a new item as a draft that the public never sees, and lists it for staff', async () => {
    const item = await create(editor);
    expect(item.state).toBe('draft');
    expect(item.version).toBe(1);
    expect(item.content).toContain('<table>');
    expect(item.content).toContain('rel="noopener noreferrer"');
    expect((await publicList()).map((n) => n.uid)).not.toContain(item.uid);
    expect((await publicRead(item.uid)).status).toBe(404);
    const list = await editor.post<Envelope<Row[]>>(`${NEWS}/list`, { state: 'draft' });
    expect(list.body.data.map((r) => r.uid)).toContain(item.uid);
    expect(await auditActions(item.uid)).toEqual(['news.create']);
  });

  it('publishes now: public at once (the cached list forgets), unpublished: gone at once', async () => {
    const item = await create(editor, { title: '立即發布的消息' });
    expect((await publicList()).map((n) => n.uid)).not.toContain(item.uid); // cached without it
    const res = await publish(editor, item, new Date(Date.now() - 1000).toISOString());
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.state).toBe('published');
    expect((await publicList()).map((n) => n.uid)).toContain(item.uid);
    expect((await publicRead(item.uid)).body.data?.title).toBe('立即發布的消息');
    const back = await editor.post<Envelope<Item>>(`${NEWS}/${item.uid}/unpublish`);
    expect(back.body.data.state).toBe('draft');
    expect((await publicList()).map((n) => n.uid)).not.toContain(item.uid);
    expect((await publicRead(item.uid)).status).toBe(404);
  });

  it('schedules an item: not public before its time, public from it on', async () => {
    const item = await create(editor, { title: '排程消息' });
    const at = new Date(Date.now() + 1500);
    const res = await publish(editor, item, at.toISOString());
    expect(res.body.data.state).toBe('scheduled');
    expect((await publicList()).map((n) => n.uid)).not.toContain(item.uid);
    expect((await publicRead(item.uid)).status).toBe(404);
    await new Promise((r) => setTimeout(r, at.getTime() - Date.now() + 200));
    expect((await publicList()).map((n) => n.uid)).toContain(item.uid);
    expect((await publicRead(item.uid)).status).toBe(200);
    expect((await editor.get<Envelope<Item>>(`${NEWS}/${item.uid}`)).body.data.state).toBe('published');
  });

  it('deletes softly (hidden, listed for an admin only) and an admin restores it', async () => {
    const item = await create(editor, { title: '將刪除的消息' });
    const published = (await publish(editor, item, new Date(Date.now() - 1000).toISOString())).body.data;
    const del = await editor.post<Envelope<Item>>(`${NEWS}/${published.uid}/delete`);
    expect(del.body.data.state).toBe('deleted');
    expect((await publicRead(item.uid)).status).toBe(404);
    expect((await editor.post(`${NEWS}/list`, { state: 'deleted' })).status).toBe(403);
    expect((await editor.post(`${NEWS}/${item.uid}/restore`)).status).toBe(403);
    const deleted = await admin.post<Envelope<Row[]>>(`${NEWS}/list`, { state: 'deleted' });
    expect(deleted.body.data.map((r) => r.uid)).toContain(item.uid);
    const edit = await editor.post<Envelope<null>>(`${NEWS}/${item.uid}/update`, { ...draft(), version: del.body.data.version });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(newsMessages.deleted);
    const restored = await admin.post<Envelope<Item>>(`${NEWS}/${item.uid}/restore`);
    expect(restored.body.data.state).toBe('published');
    expect((await publicRead(item.uid)).status).toBe(200);
    expect(await auditActions(item.uid)).toEqual(['news.create', 'news.publish', 'news.delete', 'news.restore']);
  });

  it('refuses an unknown category and a body that is empty once sanitised, with zh-TW messages', async () => {
    const bad = await editor.post<Envelope<{ errors: { field: string; message: string }[] }>>(`${NEWS}/create`, draft({ category: 'no-such', content: '<script>alert(1)</script><p> </p>' }));
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toEqual(
      expect.arrayContaining([
        { field: 'content', message: newsMessages.emptyBody },
        { field: 'category', message: newsMessages.unknownCategory },
      ]),
    );
    const missing = await editor.post<Envelope<{ errors: { field: string; message: string }[] }>>(`${NEWS}/create`, { category: 'event' });
    expect(missing.status).toBe(400);
    expect(missing.body.data.errors.map((e) => e.message)).toContain('請填寫標題');
  });
});

describe('revisions and concurrency', () => {
  it('keeps every earlier version with who changed it, and refuses a stale save (409) without losing either side', async () => {
    const item = await create(editor, { title: '第一版' });
    const v2 = await editor.post<Envelope<Item>>(`${NEWS}/${item.uid}/update`, { ...draft({ title: '第二版' }), version: item.version });
    expect(v2.status, v2.text).toBe(200);
    expect(v2.body.data.version).toBe(2);
    // Someone who still holds version 1 saves: refused, version 2 stays.
    const stale = await admin.post<Envelope<null>>(`${NEWS}/${item.uid}/update`, { ...draft({ title: '過期的修改' }), version: item.version });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(newsMessages.stale);
    expect((await editor.get<Envelope<Item>>(`${NEWS}/${item.uid}`)).body.data.title).toBe('第二版');
    const stalePublish = await publish(admin, item, new Date().toISOString());
    expect(stalePublish.status).toBe(409);

    const revisions = await admin.get<Envelope<Revision[]>>(`${NEWS}/${item.uid}/revisions`);
    expect(revisions.body.data).toHaveLength(1);
    expect(revisions.body.data[0]).toMatchObject({ version: 1, title: '第一版', action: 'news.update', published: false });
    // Named as the staff member is (issue 29, item 18), not by e-mail.
    expect(revisions.body.data[0]!.changedBy).toBe('測試editor');
    expect(await auditActions(item.uid)).toEqual(['news.create', 'news.update']);
  });

  it('refuses to rewrite or delete a revision (append-only)', async () => {
    await expect(db().updateTable('news_revision').set({ title: 'x' }).execute()).rejects.toThrow(/append-only/);
  });
});

describe('a published item’s pending revision (issue 29, item 2)', () => {
  const publishedItem = async (title: string) => {
    const item = await create(editor, { title, content: '<p>公開中的內文</p>' });
    const res = await publish(editor, item, new Date(Date.now() - 60_000).toISOString());
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  };
  const save = (item: Item, over: Record<string, unknown>) =>
    editor.post<Envelope<Item>>(`${NEWS}/${item.uid}/update`, { ...draft({ title: item.title, startsAt: item.startsAt, content: item.content }), ...over, version: item.version });

  it('keeps the published text public while the change is saved; the editor reads (previews) it; publishing makes it public', async () => {
    const item = await publishedItem('公開中的標題');
    const saved = await save(item, { title: '修改中的標題', content: '<p>尚未完成的修改</p>' });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toMatchObject({ state: 'published', title: '公開中的標題', hasPendingChanges: true });
    expect(saved.body.data.pending).toMatchObject({ title: '修改中的標題', savedBy: '測試editor' });
    expect(saved.body.data.pending!.content).toContain('尚未完成的修改');

    // The public API (item, list) still answers the published version.
    const seen = (await publicRead(item.uid)).body.data!;
    expect(seen.title).toBe('公開中的標題');
    expect(seen.content).toContain('公開中的內文');
    expect(seen.content).not.toContain('尚未完成的修改');
    expect((await publicList()).find((n) => n.uid === item.uid)?.title).toBe('公開中的標題');
    // The editor's read is what the editor previews: the pending change beside the public version.
    const read = (await editor.get<Envelope<Item>>(`${NEWS}/${item.uid}`)).body.data;
    expect(read.content).toContain('公開中的內文');
    expect(read.pending?.content).toContain('尚未完成的修改');
    const listed = (await editor.post<Envelope<Row[]>>(`${NEWS}/list`, { state: 'published' })).body.data.find((r) => r.uid === item.uid);
    expect(listed).toMatchObject({ title: '公開中的標題', hasPendingChanges: true });

    // A second save replaces the pending change; a save over it from an older version is refused.
    const again = await save(saved.body.data, { title: '修改後的標題', content: '<p>完成的修改</p>' });
    expect(again.status, again.text).toBe(200);
    expect((await save(saved.body.data, { title: '過期的修改' })).status).toBe(409);
    expect((await publicRead(item.uid)).body.data!.title).toBe('公開中的標題');

    const published = await publish(editor, again.body.data, again.body.data.pending!.startsAt);
    expect(published.status, published.text).toBe(200);
    expect(published.body.data).toMatchObject({ state: 'published', title: '修改後的標題', pending: null, hasPendingChanges: false });
    const now = (await publicRead(item.uid)).body.data!;
    expect(now.title).toBe('修改後的標題');
    expect(now.content).toContain('完成的修改');
    // The version the public saw before is history; every step is an audit row.
    const revisions = (await editor.get<Envelope<Revision[]>>(`${NEWS}/${item.uid}/revisions`)).body.data;
    expect(revisions[0]).toMatchObject({ action: 'news.publish', title: '公開中的標題', published: true, changedBy: '測試editor' });
    expect(await auditActions(item.uid)).toEqual(['news.create', 'news.publish', 'news.pending.save', 'news.pending.save', 'news.publish']);
  });

  it('discards a pending change (the public version stays) and refuses to discard what is not there', async () => {
    const item = await publishedItem('將捨棄修改的消息');
    const saved = (await save(item, { title: '不要了的修改' })).body.data;
    const stale = await editor.post<Envelope<null>>(`${NEWS}/${item.uid}/discard-pending`, { version: item.version });
    expect(stale.status).toBe(409);
    const dropped = await editor.post<Envelope<Item>>(`${NEWS}/${item.uid}/discard-pending`, { version: saved.version });
    expect(dropped.status, dropped.text).toBe(200);
    expect(dropped.body.data).toMatchObject({ title: '將捨棄修改的消息', pending: null, hasPendingChanges: false });
    expect((await publicRead(item.uid)).body.data!.title).toBe('將捨棄修改的消息');
    const none = await editor.post<Envelope<null>>(`${NEWS}/${item.uid}/discard-pending`, { version: dropped.body.data.version });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(newsMessages.noPending);
    expect(await auditActions(item.uid)).toEqual(['news.create', 'news.publish', 'news.pending.save', 'news.pending.discard']);
    expect((await reviewer.post(`${NEWS}/${item.uid}/discard-pending`, { version: dropped.body.data.version })).status).toBe(403);
  });

  it('unpublishing keeps what the editor was writing: the pending change becomes the draft', async () => {
    const item = await publishedItem('將取消發布的消息');
    await save(item, { title: '草稿中的標題' });
    const back = await editor.post<Envelope<Item>>(`${NEWS}/${item.uid}/unpublish`);
    expect(back.body.data).toMatchObject({ state: 'draft', title: '草稿中的標題', pending: null });
    expect((await publicRead(item.uid)).status).toBe(404);
    // A draft's save changes the draft itself: nothing is pending.
    const edited = await save(back.body.data, { title: '草稿再修改' });
    expect(edited.body.data).toMatchObject({ title: '草稿再修改', pending: null });
  });
});

describe('hostile bodies', () => {
  it('never come back from the public API: no script, handler, javascript: link or foreign frame', async () => {
    // The unclosed <iframe> of HOSTILE.attribute swallows the rest as its (dropped) text, as a browser would parse it: last.
    const body = `<p>開頭</p><a href="${HOSTILE.link}">連結</a><a href="//evil.example/">外站</a><img src="javascript:alert(1)"><p style="color:red" onclick="x()">結尾</p>${HOSTILE_MARKUP.map((k) => HOSTILE[k]).join('')}`;
    const item = await create(editor, { title: '惡意內容測試', content: body });
    const res = await publish(editor, item, new Date(Date.now() - 1000).toISOString());
    expect(res.status).toBe(200);
    const seen = (await publicRead(item.uid)).body.data!.content;
    expect(seen).toContain('開頭');
    expect(seen).toContain('結尾');
    for (const bad of [/<script/i, /onerror/i, /onload/i, /onclick/i, /javascript:/i, /<iframe/i, /<svg/i, /style=/i, /evil\.example/]) expect(seen).not.toMatch(bad);
  });
});

describe('files', () => {
  it('strips GPS, scales a wide image down, serves it to staff, and to the public only once the item is public', async () => {
    const item = await create(editor, { title: '附件消息' });
    const wide = await jpeg(2400, 600, { gps: true });
    expect(await exifr.gps(wide)).toBeTruthy();
    const up = await editor.upload<Envelope<components['schemas']['AdminNewsFile']>>(`${NEWS}/${item.uid}/files`, {}, { name: '現場.jpg', content: wide });
    expect(up.status, up.text).toBe(200);
    const file = up.body.data;
    expect(file.width).toBe(1600);
    const staffCookie = editor.cookie('ta_staff')!;
    const staffGet = await fetch(server.url + file.staffUrl, { headers: { cookie: `ta_staff=${staffCookie}` } });
    expect(staffGet.status).toBe(200);
    const bytes = Buffer.from(await staffGet.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(1600);
    expect(await exifr.gps(bytes).catch(() => undefined)).toBeFalsy();
    expect((await fetch(server.url + file.publicUrl)).status).toBe(404);

    const doc = await editor.upload<Envelope<components['schemas']['AdminNewsFile']>>(`${NEWS}/${item.uid}/files`, {}, { name: '簡章.pdf', content: pdf() });
    expect(doc.status, doc.text).toBe(200);
    // The editor shows staff addresses; the stored body names the public ones.
    const withFiles = await editor.post<Envelope<Item>>(`${NEWS}/${item.uid}/update`, {
      ...draft({ title: '附件消息', content: `<p><img src="${file.staffUrl}" alt="現場"></p><p><a href="${doc.body.data.staffUrl}">簡章</a></p>` }),
      version: item.version,
    });
    expect(withFiles.body.data.content).toContain(file.staffUrl);
    await publish(editor, withFiles.body.data, new Date(Date.now() - 1000).toISOString());
    const seen = (await publicRead(item.uid)).body.data!.content;
    expect(seen).toContain(`src="${file.publicUrl}"`);
    expect(seen).toContain(`href="${doc.body.data.publicUrl}"`);
    expect((await fetch(server.url + file.publicUrl)).status).toBe(200);
    expect((await fetch(server.url + doc.body.data.publicUrl)).headers.get('content-type')).toBe('application/pdf');
  });

  it('refuses a type outside the rules (415) and a file named like an image that is not one', async () => {
    const item = await create(editor);
    expect((await editor.upload(`${NEWS}/${item.uid}/files`, {}, { name: 'a.exe', content: Buffer.from('MZ....') })).status).toBe(415);
    expect((await editor.upload(`${NEWS}/${item.uid}/files`, {}, { name: 'a.jpg', content: pdf() })).status).toBe(415);
  });
});

describe('roles', () => {
  it('a reviewer may neither read nor write news (403)', async () => {
    const item = await create(editor);
    expect((await reviewer.post(`${NEWS}/list`, {})).status).toBe(403);
    expect((await reviewer.get(`${NEWS}/${item.uid}`)).status).toBe(403);
    expect((await reviewer.post(`${NEWS}/create`, draft())).status).toBe(403);
    expect((await reviewer.post(`${NEWS}/${item.uid}/publish`, { startsAt: new Date().toISOString(), version: 1 })).status).toBe(403);
  });
});
