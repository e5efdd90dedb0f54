// News over real HTTP: envelopes, newest-first order, category filter, scheduled items, 404 and 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/shared/generated/api';
import { rocDateTimeWeekday } from '../../src/shared/taipei-time';
import { startTestServer, type TestServer } from '../helpers/test-server';

type NewsItem = components['schemas']['NewsItem'];
type NewsDetail = components['schemas']['NewsDetail'];
interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}
interface FieldErrors {
  errors: { field: string; message: string }[];
}

const FUTURE_UID = '9b7c1d2e-0000-4000-8000-00000000f001';
const EARLY_UID = '9b7c1d2e-0000-4000-8000-00000000f002';

/** The 3rd edition's real dates (README.md): every demo item is published, its dates as SPEC.md has them. */
const REAL_DATES = { REGISTRATION_CLOSES_AT: '2025-10-09T23:59:59+08:00', UPLOAD_CLOSES_AT: '2025-10-15T23:59:59+08:00' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(REAL_DATES);
  const db = server.app.services.db;
  // An editor schedules an item for next year: it must stay hidden until then.
  await db
    .insertInto('news')
    .values({ uid: FUTURE_UID, category_slug: 'announcement', title: '尚未發布的消息', content: '<p>預約</p>', starts_at: new Date(Date.now() + 365 * 86400_000) })
    .execute();
  await db
    .insertInto('news')
    .values({ uid: EARLY_UID, category_slug: 'event', title: '較早的消息', content: '<p>內文</p>', starts_at: new Date('2020-01-01T00:00:00Z') })
    .execute();
});
afterAll(async () => server?.close());

const list = (body?: unknown) => server.client().post<Envelope<NewsItem[]>>('/api/news/v1/list', body);

describe('news list', () => {
  it('answers the envelope with the published items, newest first by startsAt', async () => {
    const res = await list({ newsCategory: null });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    const items = res.body.data;
    expect(items.length).toBeGreaterThanOrEqual(6);
    for (const item of items) {
      expect(item).toEqual({
        uid: expect.any(String),
        title: expect.any(String),
        startsAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/),
        newsCategoryResp: { name: expect.any(String), slug: expect.any(String) },
      });
    }
    const times = items.map((i) => Date.parse(i.startsAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('gives startsAt in Taipei time, so the date part is the programme calendar date', async () => {
    const items = (await list()).body.data;
    const draw = items.find((i) => i.title.includes('推薦抽獎結果'));
    expect(draw?.startsAt).toBe('2025-10-13T15:00:00+08:00');
    // Stored as 2020-01-01T00:00Z, that is 08:00 on 1 January in Taipei.
    expect(items.find((i) => i.uid === EARLY_UID)?.startsAt).toBe('2020-01-01T08:00:00+08:00');
  });

  it('accepts a request without a body', async () => {
    const res = await server.client().request<Envelope<NewsItem[]>>('POST', '/api/news/v1/list');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(6);
  });

  it('filters by news category slug', async () => {
    const all = (await list({ newsCategory: null })).body.data;
    const res = await list({ newsCategory: 'recommendation' });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.every((i) => i.newsCategoryResp.slug === 'recommendation')).toBe(true);
    expect(res.body.data.map((i) => i.uid)).toEqual(all.filter((i) => i.newsCategoryResp.slug === 'recommendation').map((i) => i.uid));
  });

  it('an unknown category lists nothing', async () => {
    const res = await list({ newsCategory: 'no-such-category' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, data: [] });
  });

  it('hides an item scheduled for later', async () => {
    const items = (await list()).body.data;
    expect(items.map((i) => i.uid)).not.toContain(FUTURE_UID);
  });

  it('refuses a malformed filter with a 400 naming the field', async () => {
    const res = await server.client().post<Envelope<FieldErrors>>('/api/news/v1/list', { newsCategory: 42 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(1000);
    expect(res.body.data.errors.map((e) => e.field)).toEqual(['newsCategory']);
  });
});

describe('news read', () => {
  it('answers one item with its HTML content and the list fields', async () => {
    const first = (await list()).body.data[0]!;
    const res = await server.client().get<Envelope<NewsDetail>>(`/api/news/v1/read/${first.uid}`);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.data).toEqual({ ...first, content: expect.stringContaining('<p>') });
  });

  it('answers 404 with a zh-TW message for an unknown id', async () => {
    const res = await server.client().get('/api/news/v1/read/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 4004, message: '查無此則消息', data: null });
  });

  it('answers 404 for an item scheduled for later', async () => {
    const res = await server.client().get(`/api/news/v1/read/${FUTURE_UID}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 4004, message: '查無此則消息', data: null });
  });

  it('answers 400 naming the id when it is not a uid', async () => {
    const res = await server.client().get<Envelope<FieldErrors>>('/api/news/v1/read/123');
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([{ field: 'id', message: '識別碼格式不正確' }]);
  });
});

describe('demo news content', () => {
  it('every seeded item says it is demo content and has paragraphs, a list and a link', async () => {
    const seeded = (await list()).body.data.filter((i) => i.uid !== EARLY_UID);
    expect(seeded.length).toBeGreaterThanOrEqual(6);
    for (const item of seeded) {
      const { content } = (await server.client().get<Envelope<NewsDetail>>(`/api/news/v1/read/${item.uid}`)).body.data;
      expect(content, item.title).toContain('示範內容');
      expect(content, item.title).toMatch(/<p>[\s\S]*<ul>[\s\S]*<li>[\s\S]*<a href=/);
    }
  });

  it('announces the recommendation draw with the programme facts', async () => {
    const draw = (await list({ newsCategory: 'recommendation' })).body.data.find((i) => i.title.includes('抽獎結果'))!;
    const { content } = (await server.client().get<Envelope<NewsDetail>>(`/api/news/v1/read/${draw.uid}`)).body.data;
    for (const fact of ['114 年 10 月 13 日', '上午 10 時', '南部院區', '律師見證', '2,000 元禮券（10 名）', '10,000 元以上好禮（1 名）', '前 20 名', '電子郵件通知']) {
      expect(content).toContain(fact);
    }
  });
});

describe('demo news follows the configured dates', () => {
  it('with registration open (the demo defaults), no item says it closed, and every stated deadline is the configured one', async () => {
    const demo = await startTestServer();
    try {
      const { registrationClosesAt, uploadClosesAt } = demo.config.programme;
      const items = (await demo.client().post<Envelope<NewsItem[]>>('/api/news/v1/list', {})).body.data;
      expect(items.length).toBeGreaterThan(0);
      const texts = await Promise.all(
        items.map(async (i) => `${i.title} ${(await demo.client().get<Envelope<NewsDetail>>(`/api/news/v1/read/${i.uid}`)).body.data.content}`),
      );
      for (const text of texts) expect(text).not.toMatch(/已截止|已於[^。]*截止|抽獎結果/);
      const stated = texts.join(' ');
      expect(stated).toContain(`至 ${rocDateTimeWeekday(registrationClosesAt)} 止`);
      // Every ROC date an item states lies between the window's opening and the end of uploads.
      const roc = [...stated.matchAll(/(\d{3}) 年 (\d{1,2}) 月 (\d{1,2}) 日/g)].map(([, y, m, d]) => Date.UTC(Number(y) + 1911, Number(m) - 1, Number(d)));
      expect(roc.length).toBeGreaterThan(0);
      for (const at of roc) expect(at).toBeLessThanOrEqual(Date.parse(uploadClosesAt) + 86400_000);
    } finally {
      await demo.close();
    }
  });

  it('with the real dates, the closing and upload notices state them as SPEC.md does', async () => {
    const items = (await list()).body.data;
    const reminder = items.find((i) => i.title.startsWith('報名將於'))!;
    expect(reminder.title).toBe('報名將於 10 月 9 日截止，資料上傳至 10 月 15 日');
    const { content } = (await server.client().get<Envelope<NewsDetail>>(`/api/news/v1/read/${reminder.uid}`)).body.data;
    expect(content).toContain('114 年 10 月 9 日（星期四）23:59');
    expect(content).toContain('114 年 10 月 15 日（星期三）23:59');
    expect(content).toContain('個人組（旅行業從業人員除外）');
  });
});
