// Input that is not text (issue 15, "abuse that gets nowhere"): a NUL byte in a body field or a query
// parameter, JSON nested thousands deep, names made only of invisible characters or carrying bidi
// controls, and such file names. Each is refused with the documented 400 envelope and a zh-TW
// message, never a 500; a file name too long for storage keeps its extension.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg, pdf } from '../helpers/files';
import { createRegistrant, signIn } from '../helpers/registrant';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { groupBody, individualBody, readLookups, register, uploadCandidatePhoto, type Lookups } from '../server/registration-fixtures';

type ErrorEnvelope = { code: number; message: string; data: { errors: { field: string; message: string }[] } | null };
const ZH = /[\u4e00-\u9fff]/;

let server: TestServer;
let l: Lookups;
beforeAll(async () => {
  server = await startTestServer();
  l = await readLookups(server.client());
});
afterAll(async () => server?.close());

/** The contract's BadRequest: 400, a zh-TW message, and the failing field named with a zh-TW message. */
function expectBadRequest(res: { status: number; body: unknown; text: string }, field?: string) {
  expect(res.status, res.text.slice(0, 300)).toBe(400);
  const body = res.body as ErrorEnvelope;
  expect(body.code).not.toBe(0);
  expect(body.message).toMatch(ZH);
  expect(body.data?.errors.length).toBeGreaterThan(0);
  for (const e of body.data!.errors) expect(e.message).toMatch(ZH);
  if (field !== undefined) expect(body.data!.errors.map((e) => e.field)).toContain(field);
  return body;
}

describe('a NUL byte', () => {
  it('in a JSON body field (leaderboards keyword) is a 400 naming the field', async () => {
    const res = await server.client().post('/api/leaderboards/v1/list', { entityType: 'group', editionCategory: 'edition_1st', keyword: 'a\u0000b' });
    expectBadRequest(res, 'keyword');
  });

  it('in a query parameter (list-vendor keyword) is a 400 naming the parameter', async () => {
    const res = await server.client().get(`/api/common/v1/list-vendor?organizationCategory=org-grp_hotel-industry&keyword=${encodeURIComponent('旅\u0000館')}`);
    expectBadRequest(res, 'keyword');
  });

  it('in a path parameter is a 400, not a database error', async () => {
    const res = await server.client().get(`/api/news/v1/read/${encodeURIComponent('a\u0000b')}`);
    expect([400, 404]).toContain(res.status);
    expect((res.body as ErrorEnvelope).message).toMatch(ZH);
  });
});

describe('JSON nested too deep', () => {
  const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

  it.each([
    ['a 10,000-deep array', `{"entityType":"group","editionCategory":"edition_1st","keyword":${deepArray(10_000)}}`],
    ['a 100,000-deep array', deepArray(100_000)],
    ['a 5,000-deep object', `{"entityType":"group","editionCategory":"edition_1st","x":${deepObject(5_000)}}`],
    ['33 levels', `{"entityType":"group","editionCategory":"edition_1st","x":${deepArray(33)}}`],
  ])('%s is a 400 with a zh-TW message', async (_name, raw) => {
    const res = await server.client().request<ErrorEnvelope>('POST', '/api/leaderboards/v1/list', { body: raw, headers: { 'content-type': 'application/json' } });
    const body = expectBadRequest(res);
    expect(body.data!.errors[0]!.message).toMatch(/層/);
  });

  it('a body nested within the limit is judged by its schema as usual', async () => {
    const res = await server.client().request<ErrorEnvelope>('POST', '/api/leaderboards/v1/list', {
      body: `{"entityType":"group","editionCategory":"edition_1st","x":${deepArray(10)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expectBadRequest(res);
    // The unknown field is refused, not the depth.
    expect(res.body.data!.errors[0]!.message).not.toMatch(/層/);
  });

  it('the server still answers afterwards', async () => {
    const res = await server.client().post('/api/leaderboards/v1/list', { entityType: 'group', editionCategory: 'edition_1st' });
    expect(res.status).toBe(200);
  });
});

/** Invisible-only and bidi-laden texts a name must not be. */
const INVISIBLE = {
  zeroWidthOnly: '\u200B\u200C\u200D',
  wordJoinerOnly: '\u2060\u2060',
  bomOnly: '\uFEFF',
  softHyphenOnly: '\u00AD\u00AD',
  whitespaceOnly: ' \u3000\u00A0 ',
  mixedInvisible: ' \u200B\u3000\uFEFF ',
};
const BIDI = {
  rlo: '山海\u202E社行旅',
  lre: '\u202A山海旅行社',
  isolate: '山海\u2066旅行社\u2069',
  marks: '山海\u200F旅行社\u200E',
  arabicMark: '山海\u061C旅行社',
  zeroWidthInside: '山\u200B海旅行社',
};
const BAD_NAMES = Object.entries({ ...INVISIBLE, ...BIDI });

describe('names of invisible characters or with bidi controls', () => {
  it.each(BAD_NAMES)('group unit and contact name: %s', async (_name, value) => {
    for (const field of ['organizationName', 'contactName']) {
      const anonymous = server.client();
      const res = await register(anonymous, groupBody(l, { [field]: value }));
      const body = expectBadRequest(res, field);
      // The field's own message, or the one free-text rule's (issue 30), which the answer's `field` places.
      expect(body.data!.errors.find((e) => e.field === field)!.message).toMatch(/單位名稱|聯絡人姓名|^不可含不可見字元$/);
    }
  });

  it.each(BAD_NAMES)('individual name: %s', async (_name, value) => {
    const anonymous = server.client();
    const res = await register(anonymous, individualBody(l, await uploadCandidatePhoto(anonymous), { indName: value }));
    expectBadRequest(res, 'indName');
  });

  // Optional and trimmed: blank is an empty answer there, not a name; invisible characters are refused.
  it.each(BAD_NAMES.filter(([name]) => name !== 'whitespaceOnly'))('recommending units: %s', async (_name, value) => {
    const anonymous = server.client();
    const res = await register(anonymous, groupBody(l, { recommendType: 'nominated', recommendCode: 'X1', recommendUnit: value }));
    expectBadRequest(res, 'recommendUnit');
  });

  it('a name of ordinary letters, full-width spaces inside and all, is still accepted', async () => {
    const res = await register(server.client(), groupBody(l, { organizationName: '山海　旅行社 (Shanhai) 股份有限公司' }));
    expect(res.status, res.text).toBe(200);
  });

  describe('step 3 recommending units', () => {
    let client: TestClient;
    let uid = '';
    beforeAll(async () => {
      const who = await createRegistrant(server.app);
      uid = who.uid;
      client = server.client();
      await signIn(client, who);
    });
    it.each(BAD_NAMES)('%s', async (_name, value) => {
      const res = await client.post(`/api/registrations/v1/recommendation/update/${uid}`, {
        referralMethod: 'referred', recommendationResourcesUid: null, recommendationNumber: null, recommendationSource: value,
      });
      expectBadRequest(res, 'recommendationSource');
    });
  });
});

describe('file names', () => {
  let client: TestClient;
  beforeAll(async () => {
    client = server.client();
    await signIn(client, await createRegistrant(server.app));
  });
  const upload = (name: string, content: Buffer, purpose = 'recommendation-letter') =>
    client.upload<{ code: number; message: string; data: { uid: string; originalFilename: string } & ErrorEnvelope['data'] }>('/api/resources/v1/create', { purpose }, { name, content });

  it.each([
    ['zero-width only', '\u200B\u200B.pdf'],
    ['zero-width joiner inside', '推薦\u200D書.pdf'],
    ['bidi override hiding an extension', 'invoice\u202Efdp.exe.pdf'],
    ['right-to-left mark', '推薦書\u200F.pdf'],
    ['isolate', '\u2067推薦書\u2069.pdf'],
    ['whitespace only', '\u3000 .pdf'],
    ['BOM', '\uFEFF.pdf'],
  ])('%s: 400 with a clear message, nothing stored', async (_name, filename) => {
    const before = await server.app.services.db.selectFrom('resource').select('uid').execute();
    const res = await upload(filename, pdf());
    expectBadRequest(res, 'file');
    expect(res.body.message).toMatch(/檔名/);
    expect((await server.app.services.db.selectFrom('resource').select('uid').execute()).length).toBe(before.length);
  });

  it('an ordinary name with spaces and Chinese is kept as sent', async () => {
    const res = await upload('114 年 推薦書（最終版）.pdf', pdf());
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.originalFilename).toBe('114 年 推薦書（最終版）.pdf');
  });

  it('a name over 200 characters keeps its extension', async () => {
    const long = `${'推'.repeat(300)}.pdf`;
    const res = await upload(long, pdf());
    expect(res.status, res.text).toBe(200);
    const stored = res.body.data.originalFilename;
    expect([...stored].length).toBeLessThanOrEqual(200);
    expect(stored.endsWith('.pdf')).toBe(true);
    expect(stored.startsWith('推推推')).toBe(true);
  });

  it('a long name is cut between graphemes, never inside one', async () => {
    // A thumb with a skin tone: two code points, four UTF-16 units, one grapheme (no joiner, which is refused).
    const family = '👍🏽';
    const res = await upload(`${family.repeat(60)}.jpg`, await jpeg(), 'workplace-photo');
    expect(res.status, res.text).toBe(200);
    const stored = res.body.data.originalFilename;
    expect(stored.endsWith('.jpg')).toBe(true);
    expect([...stored].length).toBeLessThanOrEqual(200);
    const stem = stored.slice(0, -'.jpg'.length);
    expect(stem.length % family.length).toBe(0);
    expect(stem).toBe(family.repeat(stem.length / family.length));
  });
});
