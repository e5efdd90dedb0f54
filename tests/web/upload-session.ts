// A signed-in registrant for the upload workflow's component tests: registered and signed in through
// the real API (the security check solved as the widget does), and the site's requests carry the
// session cookies (jsdom's fetch is Node's, which keeps no cookie jar).
import type { components } from '../../src/shared/generated/api';
import { solveCaptcha } from '../helpers/captcha';
import type { TestClient } from '../helpers/test-client';

export type UserInfo = components['schemas']['UserInfo'];
type Envelope<T> = { code: number; message: string; data: T };

const CATEGORY = 'org-grp_travel-industry'; // free-text unit name
let serial = 0;

export async function registerAndSignIn(client: TestClient): Promise<UserInfo> {
  const provisions = (await client.get<Envelope<{ provisionId: number }[]>>(`/api/common/v1/list-category-provision?organizationCategory=${CATEGORY}`)).body.data;
  const [county] = (await client.get<Envelope<{ slug: string }[]>>('/api/common/v1/list-county')).body.data;
  const [district] = (await client.get<Envelope<{ slug: string }[]>>(`/api/common/v1/list-district?parentSlug=${county!.slug}`)).body.data;
  const created = await client.post<Envelope<{ registrationNumber: string; accessCode: string }>>('/api/registrations/v1/create', {
    entityType: 'group',
    organizationCategory: CATEGORY,
    organizationName: '上傳測試旅行社',
    grpCompanyUniformNumber: '04595257',
    isPenalized: false,
    provisions: provisions.map((p, i) => ({ provisionId: p.provisionId, isSatisfied: i === 0 })),
    agreedToTerms: true,
    contactName: '陳上傳',
    contactPhoneNumber: '02-2345-6789',
    contactFaxNumber: '',
    contactEmail: `upload${process.pid}-${Date.now()}-${++serial}@example.com`,
    contactCountyCategory: county!.slug,
    contactDistrictCategory: district!.slug,
    contactAddressLine: '中山路 1 號',
    cfToken: await solveCaptcha(client),
  });
  if (created.status !== 200) throw new Error(`register: ${created.status} ${created.text}`);
  const { registrationNumber, accessCode } = created.body.data;
  const signedIn = await client.post<Envelope<UserInfo>>('/api/auth/v1/sign-in', { registrationNumber, accessCode, cfToken: await solveCaptcha(client) });
  if (signedIn.status !== 200) throw new Error(`sign-in: ${signedIn.status} ${signedIn.text}`);
  return signedIn.body.data;
}

let current: TestClient | null = null;

/** From now on the site's requests to the client's server carry this client's cookies. */
export function shareCookies(client: TestClient): void {
  if (!current) {
    const siteFetch = globalThis.fetch;
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const who = current;
      if (!who || !request.url.startsWith(who.baseUrl)) return siteFetch(request);
      const cookies = ['ta_access', 'ta_refresh']
        .map((name) => [name, who.cookie(name)] as const)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => `${name}=${value}`)
        .join('; ');
      request.headers.set('cookie', cookies);
      return siteFetch(request);
    };
  }
  current = client;
}
