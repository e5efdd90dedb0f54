// Issue 31, section 1: an editor replaces either film in the back office (an MP4 and its WebVTT captions),
// audited; the public settings then name the replacement, its MP4 answers Range requests with 206, and a
// restore brings the built-in film back. A role that does not edit news may not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/shared/generated/api';
import { filmMessages } from '../../src/server/features/films/film-messages';
import { jpeg } from '../helpers/files';
import { signedInStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

type Envelope<T> = { code: number; message: string; data: T };
type AdminFilm = components['schemas']['AdminFilm'];
type Settings = components['schemas']['PublicSettings'];

const FILMS = '/api/admin/v1/films';
let server: TestServer;
let editor: TestClient;
let reviewer: TestClient;

/** The smallest MP4 file-type recognises (an ftyp box, brand isom), then bytes whose values are their positions (mod 256). */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isommp42', 'latin1'),
  Buffer.from(Array.from({ length: 4000 }, (_, i) => (i + 24) % 256)),
]);
const VTT = 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:03.500\n第一段字幕\n第二行\n\n00:00:03.500 --> 00:00:07.000 align:center\n報名從這裡開始\n';

function replace(client: TestClient, kind: string, film: { name: string; content: Buffer | string } | null, captions: string | null) {
  const form = new FormData();
  if (film) form.append('film', new Blob([new Uint8Array(Buffer.from(film.content))]), film.name);
  if (captions !== null) form.append('captions', new Blob([captions]), 'captions.vtt');
  return client.request<Envelope<AdminFilm>>('POST', `${FILMS}/${kind}`, { body: form });
}
const settings = async () => (await server.client().get<Envelope<Settings>>('/api/settings/v1/public')).body.data;
const audit = (action: string) => server.app.services.db.selectFrom('audit_event').selectAll().where('action', '=', action).orderBy('id').execute();

beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'error' });
  editor = (await signedInStaff(server, 'editor')).client;
  reviewer = (await signedInStaff(server, 'reviewer')).client;
});
afterAll(async () => server?.close());

describe('replacing a film', () => {
  it('lists both films as built-in on a fresh start', async () => {
    const res = await editor.get<Envelope<AdminFilm[]>>(FILMS);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual([
      { kind: 'promo', replaced: null },
      { kind: 'tutorial', replaced: null },
    ]);
    expect((await settings()).replacedFilms).toEqual({});
  });

  it('refuses a file that is not an MP4 by its content, whatever its name', async () => {
    const res = await replace(editor, 'tutorial', { name: 'film.mp4', content: await jpeg() }, VTT);
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('僅支援 MP4 格式');
  });

  it('refuses captions that are not WebVTT, have no cue, times out of order or markup, each with its zh-TW reason', async () => {
    const cases: [string, string][] = [
      ['1\n00:00:00.000 --> 00:00:01.000\n字幕\n', filmMessages.captionsNoHeader],
      ['WEBVTT\n\nNOTE 只有註解\n', filmMessages.captionsNoCue],
      ['WEBVTT\n\n00:00:02.000 --> 00:00:01.000\n倒轉\n', filmMessages.captionsTimeOrder(3)],
      ['WEBVTT\n\n00:00:05.000 --> 00:00:06.000\n後\n\n00:00:01.000 --> 00:00:02.000\n前\n', filmMessages.captionsTimeOrder(6)],
      ['WEBVTT\n\n0:1 --> 0:2\n格式\n', filmMessages.captionsBadTime(3)],
      ['WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n<b>粗體</b>\n', filmMessages.captionsMarkup(4)],
    ];
    for (const [captions, message] of cases) {
      const res = await replace(editor, 'tutorial', { name: 'film.mp4', content: MP4 }, captions);
      expect(res.status, captions).toBe(400);
      expect(res.body.message, captions).toBe(message);
    }
    expect((await replace(editor, 'tutorial', { name: 'film.mp4', content: MP4 }, null)).body.message).toBe(filmMessages.noCaptions);
    expect((await replace(editor, 'tutorial', null, VTT)).body.message).toBe(filmMessages.noFilm);
    expect((await settings()).replacedFilms).toEqual({});
    expect(await audit('film.replace')).toHaveLength(0);
  });

  it('accepts an MP4 and captions: the public settings name it, the MP4 answers a Range request with 206 and those bytes, audited', async () => {
    const res = await replace(editor, 'tutorial', { name: 'film.mp4', content: MP4 }, VTT);
    expect(res.status, res.text).toBe(200);
    const replaced = res.body.data.replaced!;
    expect(replaced.bytes).toBe(MP4.length);
    expect(replaced.by).toBeTruthy();
    expect(replaced.film.cues).toEqual([
      { start: 0, end: 3.5, text: '第一段字幕 第二行' },
      { start: 3.5, end: 7, text: '報名從這裡開始' },
    ]);

    const published = (await settings()).replacedFilms!;
    expect(published.promo).toBeUndefined();
    expect(published.tutorial).toEqual(replaced.film);

    const visitor = server.client();
    const ranged = await visitor.request('GET', published.tutorial!.mp4, { headers: { range: 'bytes=100-199' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 100-199/${MP4.length}`);
    expect(ranged.headers.get('content-type')).toBe('video/mp4');
    const bytes = await fetch(server.url + published.tutorial!.mp4, { headers: { range: 'bytes=100-199' } }).then(async (r) => Buffer.from(await r.arrayBuffer()));
    expect(bytes.equals(MP4.subarray(100, 200))).toBe(true);
    const tail = await fetch(server.url + published.tutorial!.mp4, { headers: { range: 'bytes=-10' } }).then(async (r) => Buffer.from(await r.arrayBuffer()));
    expect(tail.equals(MP4.subarray(MP4.length - 10))).toBe(true);
    const whole = await fetch(server.url + published.tutorial!.mp4);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(MP4)).toBe(true);
    const outside = await visitor.request<Envelope<null>>('GET', published.tutorial!.mp4, { headers: { range: `bytes=${MP4.length}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${MP4.length}`);
    expect(outside.body.message).toBe(filmMessages.rangeNotSatisfiable);
    const captions = await visitor.get(published.tutorial!.captions);
    expect(captions.status).toBe(200);
    expect(captions.text).toBe(VTT);

    const rows = await audit('film.replace');
    expect(rows.map((r) => [r.actor_kind, r.subject_kind, r.subject_uid])).toEqual([['staff', 'film', 'tutorial']]);
  });

  it('restores the built-in film: the settings name none, the old files answer 404, audited', async () => {
    const before = (await settings()).replacedFilms!.tutorial!;
    const res = await editor.post<Envelope<AdminFilm>>(`${FILMS}/tutorial/restore`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ kind: 'tutorial', replaced: null });
    expect((await settings()).replacedFilms).toEqual({});
    expect((await server.client().get(before.mp4)).status).toBe(404);
    expect((await editor.get<Envelope<AdminFilm[]>>(FILMS)).body.data.every((f) => f.replaced === null)).toBe(true);
    expect((await audit('film.restore')).map((r) => r.subject_uid)).toEqual(['tutorial']);
  });

  it('refuses a reviewer (a role that does not edit news): 403, nothing changes', async () => {
    expect((await reviewer.get(FILMS)).status).toBe(403);
    expect((await replace(reviewer, 'promo', { name: 'film.mp4', content: MP4 }, VTT)).status).toBe(403);
    expect((await reviewer.post(`${FILMS}/promo/restore`)).status).toBe(403);
    expect((await settings()).replacedFilms).toEqual({});
  });
});
