// What the account and upload specs share: a group registration made through the real API (the
// security check solved in Node, as the widget does), the page's security check passed as a user
// passes it, and a merit entry added on an upload step.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

type Envelope<T> = { code: number; message: string; data: T };
const CATEGORY = 'org-grp_travel-industry'; // free-text unit name

async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as Envelope<T>).data;
}

export async function securityToken(request: APIRequestContext): Promise<string> {
  const challenge = await get<Parameters<typeof solveChallenge>[0]['challenge']>(request, '/api/captcha/v1/challenge');
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface Registered {
  uid: string;
  registrationNumber: string;
  accessCode: string;
  contactName: string;
  contactPhoneNumber: string;
  contactEmail: string;
}

let serial = 0;
/** Registers a group through the API; `tag` names the organization and the contact e-mail.
 * `fields` replaces any of the registration's fields (e.g. hostile text in the free-text ones). */
export async function registerGroup(request: APIRequestContext, tag: string, contactName: string, fields: Record<string, unknown> = {}): Promise<Registered> {
  const provisions = await get<{ provisionId: number }[]>(request, `/api/common/v1/list-category-provision?organizationCategory=${CATEGORY}`);
  const [county] = await get<{ slug: string }[]>(request, '/api/common/v1/list-county');
  const [district] = await get<{ slug: string }[]>(request, `/api/common/v1/list-district?parentSlug=${county!.slug}`);
  const contact = { contactName, contactPhoneNumber: '02-2345-6789', contactEmail: `${tag}${Date.now()}-${++serial}@example.com` };
  const res = await request.post('/api/registrations/v1/create', {
    data: {
      entityType: 'group',
      organizationCategory: CATEGORY,
      organizationName: `${tag}測試旅行社`,
      grpCompanyUniformNumber: '04595257',
      isPenalized: false,
      provisions: provisions.map((p, i) => ({ provisionId: p.provisionId, isSatisfied: i === 0 })),
      agreedToTerms: true,
      ...contact,
      contactFaxNumber: '',
      contactCountyCategory: county!.slug,
      contactDistrictCategory: district!.slug,
      contactAddressLine: '中山路 1 號',
      ...fields,
      cfToken: await securityToken(request),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { data } = (await res.json()) as Envelope<{ uid: string; registrationNumber: string; accessCode: string }>;
  return { uid: data.uid, registrationNumber: data.registrationNumber, accessCode: data.accessCode, ...contact };
}

/** Solves the page's security check: its label is what a user clicks (an SVG covers the box). */
export async function passSecurityCheck(scope: Page | Locator) {
  await scope.getByText('我不是機器人').click();
  await expect(scope.getByText('已驗證')).toBeVisible({ timeout: 20_000 });
}

/** Signs in through the upload page's login form, as a registrant would (does not wait for the result). */
export async function signInThroughForm(page: Page, registrationNumber: string, accessCode: string) {
  await page.goto('/pages/register/upload');
  await expect(page.getByRole('heading', { name: '登入上傳資料' })).toBeVisible();
  await page.getByLabel('報名編號').fill(registrationNumber);
  await page.getByLabel('上傳登入碼', { exact: false }).first().fill(accessCode);
  await passSecurityCheck(page);
  await page.getByRole('button', { name: '登入', exact: true }).click();
}

/**
 * Adds a merit entry in a step's section and waits until it is added as the person sees it: the entry in
 * the list and the form empty again (a move to another step while the entry is still being added is
 * refused as leaving unadded entries behind).
 */
export async function addMerit(section: Locator, year: string, month: string, text: string) {
  await section.getByLabel('年度').selectOption(year);
  await section.getByLabel('月份').selectOption(month);
  await section.getByLabel('事蹟說明').fill(text);
  await section.getByRole('button', { name: '新增', exact: true }).click();
  await expect(section.getByRole('row').filter({ hasText: text })).toBeVisible();
  await expect(section.getByLabel('事蹟說明')).toHaveValue('');
}
