// What registration tests share: valid bodies built from the lookup lists as a client reads them
// (over HTTP), a real candidate-photo upload, and the letters in the outbox read by a mail parser.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { solveCaptcha } from '../helpers/captcha';
import { jpeg } from '../helpers/files';
import type { TestClient } from '../helpers/test-client';
import type { TestServer } from '../helpers/test-server';

export type Envelope<T = Record<string, unknown>> = { code: number; message: string; data: T };
export type FieldErrors = { errors: { field: string; message: string }[] };
export type Created = { uid: string; registrationNumber: string; accessCode: string };

type Provision = { provisionId: number };

/** Group categories: free-text unit name; vendor-picker unit name. Individual: free text. */
export const GROUP_CATEGORY = 'org-grp_travel-industry';
export const GROUP_PICKER_CATEGORY = 'org-grp_hotel-industry';
export const INDIVIDUAL_CATEGORY = 'org-ind_tour-guide';
export const INDIVIDUAL_PICKER_CATEGORY = 'org-ind_homestay-operator';

export interface Lookups {
  provisions: Record<string, number[]>;
  jobLevel: Record<string, string>;
  vendor: { uid: string; name: string };
  county: string;
  district: string;
  /** A district of another county. */
  foreignDistrict: string;
}

export async function readLookups(client: TestClient): Promise<Lookups> {
  const get = async <T>(path: string) => {
    const res = await client.get<Envelope<T>>(path);
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return res.body.data;
  };
  const provisions: Record<string, number[]> = {};
  for (const c of [GROUP_CATEGORY, GROUP_PICKER_CATEGORY, INDIVIDUAL_CATEGORY, INDIVIDUAL_PICKER_CATEGORY]) {
    provisions[c] = (await get<Provision[]>(`/api/common/v1/list-category-provision?organizationCategory=${c}`)).map((p) => p.provisionId);
  }
  const jobLevel: Record<string, string> = {};
  for (const c of [INDIVIDUAL_CATEGORY, INDIVIDUAL_PICKER_CATEGORY]) {
    jobLevel[c] = (await get<{ slug: string }[]>(`/api/common/v1/list-job-level?organizationCategory=${c}`))[0]!.slug;
  }
  const [vendor] = await get<{ uid: string; name: string }[]>(`/api/common/v1/list-vendor?organizationCategory=${GROUP_PICKER_CATEGORY}`);
  const [county, other] = await get<{ slug: string }[]>('/api/common/v1/list-county');
  const [district] = await get<{ slug: string }[]>(`/api/common/v1/list-district?parentSlug=${county!.slug}`);
  const [foreign] = await get<{ slug: string }[]>(`/api/common/v1/list-district?parentSlug=${other!.slug}`);
  return { provisions, jobLevel, vendor: vendor!, county: county!.slug, district: district!.slug, foreignDistrict: foreign!.slug };
}

/** Every provision of the category answered, the first one satisfied. */
export const answers = (ids: number[]) => ids.map((provisionId, i) => ({ provisionId, isSatisfied: i === 0 }));

let serial = 0;
/** A contact e-mail no other test uses. */
export const uniqueEmail = (tag = 'r') => `${tag}${process.pid}-${++serial}@example.com`;

export function groupBody(l: Lookups, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    entityType: 'group',
    organizationCategory: GROUP_CATEGORY,
    organizationName: '山海旅行社股份有限公司',
    vendorUid: null,
    grpCompanyUniformNumber: '04595257',
    isPenalized: false,
    provisions: answers(l.provisions[GROUP_CATEGORY]!),
    agreedToTerms: true,
    contactName: '王小明',
    contactPhoneNumber: '02-2345-6789 #12',
    contactFaxNumber: '02-2345-6790',
    contactEmail: uniqueEmail('group'),
    contactCountyCategory: l.county,
    contactDistrictCategory: l.district,
    contactAddressLine: '忠孝東路一段 1 號',
    cfToken: 'set-by-submit',
    ...over,
  };
}

export function individualBody(l: Lookups, photoUid: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    entityType: 'individual',
    organizationCategory: INDIVIDUAL_CATEGORY,
    organizationName: '中華民國觀光導遊協會',
    vendorUid: null,
    indJobLevelCategory: l.jobLevel[INDIVIDUAL_CATEGORY],
    indJobTitle: '資深導遊',
    indYearsAtCurrentCompany: 5.5,
    indYearsInProfession: 12,
    indName: '林美華',
    indPersonalIdNumber: 'A123456789',
    indBirthday: '1980-05-17',
    indAvatarResourcesUid: photoUid,
    isPenalized: false,
    provisions: answers(l.provisions[INDIVIDUAL_CATEGORY]!),
    agreedToTerms: true,
    contactName: 'Mei Hua Lin',
    contactPhoneNumber: '0912 345 678',
    contactFaxNumber: '',
    contactEmail: uniqueEmail('ind'),
    contactCountyCategory: l.county,
    contactDistrictCategory: l.district,
    contactAddressLine: '中山路 100 號 5 樓',
    cfToken: 'set-by-submit',
    ...over,
  };
}

/** The update body of a created registration: the create body without the fields fixed at registration. */
export function updateBodyOf(body: Record<string, unknown>, over: Record<string, unknown> = {}): Record<string, unknown> {
  const { entityType: _e, organizationCategory: _c, organizationName: _n, vendorUid: _v, cfToken: _t, ...rest } = body;
  return { ...rest, ...over };
}

/** Uploads a real candidate photo as the register page does (anonymous, with a security token). */
export async function uploadCandidatePhoto(client: TestClient): Promise<string> {
  const res = await client.upload<Envelope<{ uid: string }>>(
    '/api/resources/v1/create',
    { purpose: 'candidate-photo', cfToken: await solveCaptcha(client) },
    { name: 'candidate.jpg', content: await jpeg(120, 160), type: 'image/jpeg' },
  );
  if (res.status !== 200) throw new Error(`photo upload failed: ${res.status} ${res.text}`);
  return res.body.data.uid;
}

/** Submits a create body with a freshly solved security token. */
export async function register(client: TestClient, body: Record<string, unknown>) {
  return client.post<Envelope<Created & FieldErrors>>('/api/registrations/v1/create', { ...body, cfToken: await solveCaptcha(client) });
}

/** Every letter in the outbox addressed to `to`, parsed (subject, text, html). */
export async function lettersTo(server: TestServer, to: string): Promise<ParsedMail[]> {
  await server.app.services.mail.settled(); // letters are delivered right after their answer
  const dir = server.config.outboxDir;
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map(async (f) => simpleParser(await readFile(join(dir, f)))));
  return mails.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.text.includes(to)));
}
