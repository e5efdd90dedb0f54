// Winner lists and the heroes board over real HTTP: awards per edition with winners linking to
// readable heroes, the paged and searchable board, hero detail, 404 and 400 answers.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/shared/generated/api';
import { startTestServer, type TestServer } from '../helpers/test-server';

type Schemas = components['schemas'];
interface Envelope<T> {
  code: number;
  message: string;
  data: T;
  total?: number;
}
interface FieldErrors {
  errors: { field: string; message: string }[];
}
type Edition = 'edition_1st' | 'edition_2nd' | 'edition_3rd';

const PUBLIC_DIR = fileURLToPath(new URL('../../src/web/public', import.meta.url));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const awards = (editionCategory: unknown) => server.client().post<Envelope<Schemas['AwardGroup'][]>>('/api/awards/v1/list-all', { editionCategory });
const board = (body: Record<string, unknown>) => server.client().post<Envelope<Schemas['Hero'][]>>('/api/leaderboards/v1/list', body);
const hero = (uid: string) => server.client().get<Envelope<Schemas['HeroDetail']>>(`/api/leaderboards/v1/read/${uid}`);

describe('winner lists', () => {
  it('lists the awards of edition 1 in order, each with its winners', async () => {
    const res = await awards('edition_1st');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.data.map((a) => a.award)).toEqual(['團體組金質獎', '個人組金質獎', '評審團特別獎']);
    for (const group of res.body.data) {
      expect(group.winners.length).toBeGreaterThan(0);
      for (const w of group.winners) {
        expect(Object.keys(w).sort()).toEqual(['entityType', 'indJobTitle', 'indName', 'leaderboardsUid', 'organizationName', 'personName', 'uid']);
      }
    }
  });

  it('every winner of editions 1 and 2 links to a hero of the same edition and kind', async () => {
    for (const edition of ['edition_1st', 'edition_2nd'] as Edition[]) {
      for (const group of (await awards(edition)).body.data) {
        for (const w of group.winners) {
          const detail = await hero(w.leaderboardsUid!);
          expect(detail.status, `${group.award} ${w.uid}`).toBe(200);
          expect(detail.body.data.editionCategory).toBe(edition);
          expect(detail.body.data.entityType).toBe(w.entityType);
          expect(detail.body.data.awardTitle).toContain(group.award);
        }
      }
    }
  });

  it('has a winner without an organization, whose person name is given instead', async () => {
    const winners = (await awards('edition_1st')).body.data.flatMap((a) => a.winners);
    const freelance = winners.find((w) => w.organizationName === null);
    expect(freelance).toMatchObject({ entityType: 'individual', personName: expect.stringMatching(/\S/) });
  });

  it('has no winner list for edition 3 yet', async () => {
    const res = await awards('edition_3rd');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 0, message: '成功', data: [] });
  });

  it('refuses an unknown edition with a 400 naming the field in zh-TW', async () => {
    const res = await server.client().post<Envelope<FieldErrors>>('/api/awards/v1/list-all', { editionCategory: 'edition_9th' });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([{ field: 'editionCategory', message: '屆別不正確' }]);
  });
});

describe('heroes board', () => {
  it('lists the teams of an edition with the total', async () => {
    const res = await board({ entityType: 'group', editionCategory: 'edition_1st', keyword: null, offset: 0, limit: 100 });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    expect(res.body.data).toHaveLength(4);
    for (const h of res.body.data) {
      expect(h.entityType).toBe('group');
      expect(h.honorPersonalStatement).toMatch(/\S/);
      expect(h.coverResourcesResp.url).toMatch(/^\/art\/heroes\/[a-z-]+\.svg$/);
    }
  });

  it('lists individuals with organization, job title and name', async () => {
    const res = await board({ entityType: 'individual', editionCategory: 'edition_2nd' });
    expect(res.body.total).toBe(6);
    for (const h of res.body.data) {
      expect(h.entityType).toBe('individual');
      expect(h.indName).toMatch(/\S/);
      expect(h.indJobTitle).toMatch(/\S/);
    }
  });

  it('pages with offset and limit; total counts every match', async () => {
    const all = (await board({ entityType: 'individual', editionCategory: 'edition_2nd' })).body.data.map((h) => h.uid);
    const first = await board({ entityType: 'individual', editionCategory: 'edition_2nd', offset: 0, limit: 4 });
    const second = await board({ entityType: 'individual', editionCategory: 'edition_2nd', offset: 4, limit: 4 });
    expect(first.body.total).toBe(6);
    expect(second.body.total).toBe(6);
    expect([...first.body.data, ...second.body.data].map((h) => h.uid)).toEqual(all);
    const beyond = await board({ entityType: 'individual', editionCategory: 'edition_2nd', offset: 50, limit: 4 });
    expect(beyond.body).toMatchObject({ data: [], total: 6 });
  });

  it('finds a hero by a keyword with spaces around it', async () => {
    const res = await board({ entityType: 'individual', editionCategory: 'edition_1st', keyword: '  陳志豪  ' });
    expect(res.body.total).toBe(1);
    expect(res.body.data.map((h) => h.indName)).toEqual(['陳志豪']);
  });

  it('searches organization names ignoring case, within the edition and kind asked for', async () => {
    const res = await board({ entityType: 'group', editionCategory: 'edition_2nd', keyword: 'FORMOSA trails' });
    expect(res.body.data.map((h) => h.organizationName)).toEqual(['Formosa Trails 旅行社']);
    expect((await board({ entityType: 'group', editionCategory: 'edition_1st', keyword: 'formosa' })).body).toMatchObject({ data: [], total: 0 });
    expect((await board({ entityType: 'individual', editionCategory: 'edition_2nd', keyword: 'formosa' })).body.total).toBe(0);
  });

  it('a blank keyword lists everything', async () => {
    const res = await board({ entityType: 'group', editionCategory: 'edition_2nd', keyword: '   ' });
    expect(res.body.total).toBe(5);
  });

  it('edition 3 has no heroes yet', async () => {
    const res = await board({ entityType: 'group', editionCategory: 'edition_3rd' });
    expect(res.body).toEqual({ code: 0, message: '成功', data: [], total: 0 });
  });

  it('refuses a malformed query with a 400 naming the fields', async () => {
    const res = await server.client().post<Envelope<FieldErrors>>('/api/leaderboards/v1/list', {
      entityType: 'company',
      editionCategory: 'edition_1st',
      limit: 101,
      offset: -1,
    });
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e) => e.field).sort()).toEqual(['entityType', 'limit', 'offset']);
    expect(res.body.data.errors.find((e) => e.field === 'entityType')?.message).toBe('請選擇組別');
  });

  it('every cover is one of our own images', async () => {
    for (const edition of ['edition_1st', 'edition_2nd'] as Edition[]) {
      for (const entityType of ['group', 'individual']) {
        for (const h of (await board({ entityType, editionCategory: edition })).body.data) {
          expect(existsSync(PUBLIC_DIR + h.coverResourcesResp.url), h.coverResourcesResp.url).toBe(true);
        }
      }
    }
  });
});

describe('hero detail', () => {
  it('gives the board fields plus edition, award title and story', async () => {
    const listed = (await board({ entityType: 'group', editionCategory: 'edition_2nd' })).body.data[0]!;
    const res = await hero(listed.uid);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      ...listed,
      editionCategory: 'edition_2nd',
      awardTitle: '團體組金質獎',
      story: expect.stringContaining('示範內容'),
    });
    expect(res.body.data.story.split('\n\n').length).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 with a zh-TW message for an unknown hero', async () => {
    const res = await hero('00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 4004, message: '查無此英雄資料', data: null });
  });

  it('answers 400 when the uid is malformed', async () => {
    const res = await server.client().get<Envelope<FieldErrors>>('/api/leaderboards/v1/read/abc');
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([{ field: 'uid', message: '識別碼格式不正確' }]);
  });
});
