// Lookup lists over real HTTP (common/v1): every category has its provisions, every individual
// category its job levels, every county its districts; the vendor search; 400 for bad queries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/shared/generated/api';
import { startTestServer, type TestServer } from '../helpers/test-server';

type Schemas = components['schemas'];
interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}
interface FieldErrors {
  errors: { field: string; message: string }[];
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const get = <T>(path: string) => server.client().get<Envelope<T>>(path);
const categoriesOf = async (entityType: 'group' | 'individual') =>
  (await get<Schemas['OrganizationCategory'][]>(`/api/common/v1/list-organization?entityType=${entityType}`)).body.data;
const vendorSearch = (category: string, keyword?: string) =>
  get<Schemas['Vendor'][]>(
    `/api/common/v1/list-vendor?organizationCategory=${category}${keyword === undefined ? '' : `&keyword=${encodeURIComponent(keyword)}`}`,
  );

describe('organization categories', () => {
  it('lists the five group and ten individual categories with the slugs of SPEC.md', async () => {
    const groups = await categoriesOf('group');
    const individuals = await categoriesOf('individual');
    expect(groups.map((c) => c.slug)).toEqual([
      'org-grp_tourism-industry-association',
      'org-grp_hotel-industry',
      'org-grp_travel-industry',
      'org-grp_tourism-recreation',
      'org-grp_tourism-promotion-association',
    ]);
    expect(individuals).toHaveLength(10);
    expect(individuals.every((c) => c.slug.startsWith('org-ind_'))).toBe(true);
    for (const c of [...groups, ...individuals]) {
      expect(c).toEqual({ name: expect.stringMatching(/\S/), slug: expect.any(String), uid: expect.any(String), usesVendorPicker: expect.any(Boolean) });
    }
  });

  it('marks exactly the vendor-picker categories of SPEC.md section 4', async () => {
    const all = [...(await categoriesOf('group')), ...(await categoriesOf('individual'))];
    expect(all.filter((c) => c.usesVendorPicker).map((c) => c.slug).sort()).toEqual([
      'org-grp_hotel-industry',
      'org-grp_tourism-industry-association',
      'org-ind_homestay-operator',
      'org-ind_hotel-industry-staff',
      'org-ind_tourism-industry-staff',
    ]);
  });

  it('lets browsers keep the lookup lists for a while', async () => {
    const res = await get('/api/common/v1/list-organization?entityType=group');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  });
});

describe('provisions', () => {
  it('every category has 3 to 6 provisions in order, each with its legal basis', async () => {
    const seen = new Set<number>();
    for (const category of [...(await categoriesOf('group')), ...(await categoriesOf('individual'))]) {
      const res = await get<Schemas['Provision'][]>(`/api/common/v1/list-category-provision?organizationCategory=${category.slug}`);
      expect(res.status).toBe(200);
      const list = res.body.data;
      expect(list.length, category.slug).toBeGreaterThanOrEqual(3);
      expect(list.length, category.slug).toBeLessThanOrEqual(6);
      expect(list.map((p) => p.orderIndex)).toEqual([...list.map((p) => p.orderIndex)].sort((a, b) => a - b));
      for (const p of list) {
        expect(p.provisionTitle).toMatch(/\S/);
        expect(p.legalBasis).toMatch(/^觀光金質獎評選要點第.+點第.+款/);
        expect(seen.has(p.provisionId), `provision ${p.provisionId} appears twice`).toBe(false);
        seen.add(p.provisionId);
      }
    }
  });
});

describe('job levels', () => {
  it('every individual category has job levels with a description', async () => {
    for (const category of await categoriesOf('individual')) {
      const res = await get<Schemas['JobLevel'][]>(`/api/common/v1/list-job-level?organizationCategory=${category.slug}`);
      expect(res.status).toBe(200);
      expect(res.body.data.length, category.slug).toBeGreaterThanOrEqual(2);
      for (const level of res.body.data) expect(level).toEqual({ name: expect.stringMatching(/\S/), slug: expect.stringMatching(/^[a-z-]+$/), description: expect.stringMatching(/\S/) });
    }
  });

  it('a group category has none', async () => {
    const res = await get('/api/common/v1/list-job-level?organizationCategory=org-grp_hotel-industry');
    expect(res.body).toEqual({ code: 0, message: '成功', data: [] });
  });
});

describe('counties and districts', () => {
  it('lists the 22 counties and cities, each with its districts', async () => {
    const counties = (await get<Schemas['County'][]>('/api/common/v1/list-county')).body.data;
    expect(counties).toHaveLength(22);
    expect(counties.map((c) => c.name)).toEqual(expect.arrayContaining(['臺北市', '高雄市', '連江縣']));
    for (const county of counties) {
      const districts = (await get<Schemas['District'][]>(`/api/common/v1/list-district?parentSlug=${county.slug}`)).body.data;
      expect(districts.length, county.name).toBeGreaterThan(0);
      for (const d of districts) expect(d.zip).toMatch(/^\d{3}$/);
    }
  });

  it('an unknown county has no districts', async () => {
    const res = await get('/api/common/v1/list-district?parentSlug=atlantis');
    expect(res.body).toEqual({ code: 0, message: '成功', data: [] });
  });
});

describe('vendor search', () => {
  const hotels = 'org-grp_hotel-industry';

  it('without a keyword lists every demo vendor of the category', async () => {
    const res = await vendorSearch(hotels);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(8);
    for (const v of res.body.data) expect(v.name).toContain('（示範）');
    expect((await vendorSearch(hotels, '')).body.data).toEqual(res.body.data);
    expect((await vendorSearch(hotels, '   ')).body.data).toEqual(res.body.data);
  });

  it('finds by a keyword with spaces around it', async () => {
    const res = await vendorSearch(hotels, '  晨曦  ');
    expect(res.body.data.map((v) => v.name)).toEqual(['晨曦大飯店（示範）']);
  });

  it('ignores letter case', async () => {
    const res = await vendorSearch(hotels, 'HARBOR light');
    expect(res.body.data.map((v) => v.name)).toEqual(['Harbor Light 港灣旅店（示範）']);
  });

  it('takes wildcard characters literally', async () => {
    expect((await vendorSearch(hotels, '%')).body.data).toEqual([]);
    expect((await vendorSearch(hotels, '_')).body.data).toEqual([]);
  });

  it('a category without the picker has no vendors', async () => {
    expect((await vendorSearch('org-ind_tour-guide')).body.data).toEqual([]);
  });

  it('every vendor-picker category has its demo vendors', async () => {
    const all = [...(await categoriesOf('group')), ...(await categoriesOf('individual'))];
    for (const c of all.filter((x) => x.usesVendorPicker)) {
      expect((await vendorSearch(c.slug)).body.data.length, c.slug).toBeGreaterThanOrEqual(8);
    }
  });
});

describe('bad queries', () => {
  it('an unknown category is a 400 envelope naming the field in zh-TW', async () => {
    for (const path of [
      '/api/common/v1/list-category-provision?organizationCategory=org-grp_nope',
      '/api/common/v1/list-vendor?organizationCategory=org-grp_nope&keyword=a',
      '/api/common/v1/list-job-level?organizationCategory=org-grp_nope',
    ]) {
      const res = await get<FieldErrors>(path);
      expect(res.status, path).toBe(400);
      expect(res.body.code).toBe(1000);
      expect(res.body.message).toBe('輸入資料有誤，請檢查後再試');
      expect(res.body.data.errors).toEqual([{ field: 'organizationCategory', message: '請選擇單位類別' }]);
    }
  });

  it('a missing parameter is a 400 naming it', async () => {
    const res = await get<FieldErrors>('/api/common/v1/list-district');
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e) => e.field)).toEqual(['parentSlug']);
  });

  it('an unknown entity type is a 400', async () => {
    const res = await get<FieldErrors>('/api/common/v1/list-organization?entityType=company');
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([{ field: 'entityType', message: '請選擇組別' }]);
  });

  it('a keyword over 50 characters is a 400', async () => {
    const res = await vendorSearch('org-grp_hotel-industry', 'x'.repeat(51));
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({ errors: [{ field: 'keyword' }] });
  });
});
