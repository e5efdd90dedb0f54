// Every rule of SPEC.md section 5 (group, individual, resend, login) on the server: each valid example
// is accepted, each invalid one answers 400 naming the field with its zh-TW message; and every field
// a schema requires, when missing, is named with a zh-TW message of its own.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../helpers/captcha';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { groupBody, individualBody, readLookups, register, uploadCandidatePhoto, type Created, type Envelope, type FieldErrors, type Lookups } from './registration-fixtures';

let server: TestServer;
let l: Lookups;
beforeAll(async () => {
  server = await startTestServer();
  l = await readLookups(server.client());
});
afterAll(async () => server?.close());

const GROUP = '/api/registrations/v1/create';
const RESEND = '/api/registrations/v1/notify-registration-number';
const LOGIN = '/api/auth/v1/sign-in';
const long = (n: number, ch = '測') => ch.repeat(n);

/** [field, value, expected message] — `undefined` removes the field. */
type Invalid = [string, unknown, string];

async function errorsFor(path: string, body: Record<string, unknown>) {
  const res = await server.client().post<Envelope<FieldErrors>>(path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  return res.body.data.errors;
}

/** The registration as its registrant reads it back: signed in with the number and code it was given. */
async function readBack(client: TestClient, created: Created): Promise<Record<string, unknown>> {
  const { registrationNumber, accessCode } = created;
  const signedIn = await client.post('/api/auth/v1/sign-in', { registrationNumber, accessCode, cfToken: await solveCaptcha(client) });
  expect(signedIn.status, signedIn.text).toBe(200);
  const read = await client.get<Envelope<Record<string, unknown>>>(`/api/registrations/v1/read/${created.uid}`);
  expect(read.status, read.text).toBe(200);
  return read.body.data;
}

const with_ = (body: Record<string, unknown>, field: string, value: unknown) => {
  const copy = { ...body };
  if (value === undefined) delete copy[field];
  else copy[field] = value;
  return copy;
};

const CONTACT_INVALID: Invalid[] = [
  ['contactName', undefined, '請填寫聯絡人姓名'],
  ['contactName', '', '請填寫聯絡人姓名'],
  ['contactName', 'Wang 123', '聯絡人姓名僅限中文、英文字母與空白'],
  ['contactName', '王-小明', '聯絡人姓名僅限中文、英文字母與空白'],
  ['contactName', '   ', '聯絡人姓名僅限中文、英文字母與空白'],
  ['contactName', long(51), '聯絡人姓名不得超過 50 字'],
  ['contactPhoneNumber', undefined, '請填寫聯絡電話'],
  ['contactPhoneNumber', '', '請填寫聯絡電話'],
  // One rule while typing and on submit (README, Deliberate departures): the broad set a Taiwanese number is written in.
  ['contactPhoneNumber', '- #', '聯絡電話僅限數字、空白與 + - ( ) # . 分機 ext'],
  ['contactPhoneNumber', '02-2345-6789 轉 12', '聯絡電話僅限數字、空白與 + - ( ) # . 分機 ext'],
  ['contactPhoneNumber', 'phone', '聯絡電話僅限數字、空白與 + - ( ) # . 分機 ext'],
  ['contactFaxNumber', 'fax', '傳真僅限數字、空白與 + - ( ) # . 分機 ext'],
  ['contactFaxNumber', '( )', '傳真僅限數字、空白與 + - ( ) # . 分機 ext'],
  ['contactEmail', undefined, '請填寫電子郵件'],
  ['contactEmail', 'not-an-email', '請輸入有效的電子郵件地址'],
  ['contactEmail', 'a@b', '請輸入有效的電子郵件地址'],
  ['contactEmail', 'a b@example.com', '請輸入有效的電子郵件地址'],
  ['contactCountyCategory', undefined, '請選擇縣市'],
  ['contactDistrictCategory', undefined, '請選擇鄉鎮市區'],
  ['contactAddressLine', undefined, '請填寫地址'],
  ['contactAddressLine', '', '請填寫地址'],
  ['contactAddressLine', '   ', '請填寫地址'],
  ['contactAddressLine', long(101), '地址不得超過 100 字'],
  // Issue 30: the one free-text rule of common.schema.json (visibleText): no bidi control, zero-width or other invisible character.
  ['contactAddressLine', '台北市\u202E路1號', '不可含不可見字元'],
  ['contactAddressLine', '台北市\u200B中正路1號', '不可含不可見字元'],
  ['contactAddressLine', '台北市\u2028中正路1號', '不可含不可見字元'],
  ['agreedToTerms', false, '請同意承諾事項'],
  ['agreedToTerms', undefined, '請同意承諾事項'],
  ['isPenalized', undefined, '請選擇是否曾受處分'],
  ['isPenalized', 'no', '請選擇是否曾受處分'],
  ['provisions', [], '請勾選符合之資格條款'],
  ['provisions', undefined, '請勾選符合之資格條款'],
  ['cfToken', undefined, '請完成安全驗證'],
  ['cfToken', '', '請完成安全驗證'],
  ['organizationName', undefined, '請填寫單位名稱'],
  ['organizationName', '  ', '單位名稱不可空白'],
  ['organizationName', '\u200B', '不可含不可見字元'],
  ['organizationName', '山海\u202E社行旅', '不可含不可見字元'],
  ['organizationName', long(101), '單位名稱不得超過 100 字'],
  ['organizationCategory', undefined, '請選擇單位類別'],
  ['vendorUid', 'not-a-uid', '請從清單中選擇單位名稱'],
];

const GROUP_INVALID: Invalid[] = [
  ...CONTACT_INVALID,
  ['entityType', undefined, '請選擇組別'],
  ['entityType', 'company', '請選擇組別'],
  ['organizationCategory', 'org-ind_tour-guide', '請選擇單位類別'],
  ['grpCompanyUniformNumber', undefined, '請填寫統一編號'],
  ['grpCompanyUniformNumber', '1234567', '統一編號須為 8 位數字且檢查碼正確'],
  ['grpCompanyUniformNumber', '123456789', '統一編號須為 8 位數字'],
  ['grpCompanyUniformNumber', '0459525A', '統一編號須為 8 位數字且檢查碼正確'],
  // 8 digits with a wrong check digit
  ['grpCompanyUniformNumber', '12345678', '統一編號須為 8 位數字且檢查碼正確'],
  ['grpCompanyUniformNumber', '04595258', '統一編號須為 8 位數字且檢查碼正確'],
];

const GROUP_VALID: [string, unknown][] = [
  ['grpCompanyUniformNumber', '22099131'],
  // 7th digit 7: the checksum accepts either parity (the Ministry of Finance rule)
  ['grpCompanyUniformNumber', '10458574'],
  ['grpCompanyUniformNumber', '10458575'],
  ['contactName', 'John Smith'],
  ['contactName', '歐陽 Mary'],
  ['contactName', long(50)],
  ['contactPhoneNumber', '0912 345 678'],
  ['contactPhoneNumber', '02-2345-6789#123'],
  ['contactPhoneNumber', '+886-2-2345-6789'],
  ['contactPhoneNumber', '(04)2345-6789'],
  ['contactPhoneNumber', '02-2345-6789 ext 12'],
  ['contactPhoneNumber', '02-2345-6789 分機 12'],
  ['contactPhoneNumber', '02.2345.6789'],
  ['contactFaxNumber', '+886 2 2345 6789'],
  ['contactFaxNumber', '(04)2345-6790#1'],
  ['contactFaxNumber', ''],
  ['contactFaxNumber', '02 2345-6790'],
  ['contactAddressLine', long(100)],
  ['isPenalized', true],
];

describe('group form rules', () => {
  it.each(GROUP_INVALID)('%s = %j → %s', async (field, value, message) => {
    const errors = await errorsFor(GROUP, with_(groupBody(l, { cfToken: 'x' }), field, value));
    expect(errors).toContainEqual({ field, message });
  });

  it('recommendation code is required when nominated', async () => {
    const errors = await errorsFor(GROUP, groupBody(l, { cfToken: 'x', recommendType: 'nominated' }));
    expect(errors).toEqual([{ field: 'recommendCode', message: '請填寫推薦編號' }]);
    const blank = await errorsFor(GROUP, groupBody(l, { cfToken: 'x', recommendType: 'nominated', recommendCode: '  ' }));
    expect(blank).toEqual([{ field: 'recommendCode', message: '請填寫推薦編號' }]);
  });

  it.each(GROUP_VALID)('accepts %s = %j and stores it as sent', async (field, value) => {
    const client = server.client();
    const res = await register(client, groupBody(l, { [field]: value }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await readBack(client, res.body.data))[field]).toEqual(value);
  });

  it('accepts a self recommendation without a code', async () => {
    const client = server.client();
    const res = await register(client, groupBody(l, { recommendType: 'self', recommendUnit: '甲協會' }));
    expect(res.status).toBe(200);
    expect(await readBack(client, res.body.data)).toMatchObject({ recommendType: 'self', recommendCode: null, recommendUnit: '甲協會' });
  });
});

describe('individual form rules', () => {
  let photo: string;
  beforeAll(async () => {
    photo = await uploadCandidatePhoto(server.client());
  });
  const body = (over: Record<string, unknown> = {}) => individualBody(l, photo, { cfToken: 'x', ...over });

  const INDIVIDUAL_INVALID: Invalid[] = [
    ...CONTACT_INVALID,
    ['organizationCategory', 'org-grp_travel-industry', '請選擇單位類別'],
    ['indJobLevelCategory', undefined, '請選擇職級類別'],
    ['indJobTitle', undefined, '請填寫職稱細項'],
    ['indJobTitle', '', '請填寫職稱細項'],
    ['indJobTitle', long(101), '職稱細項不得超過 100 字'],
    ['indJobTitle', 'RTL\u202Egpj.exe', '不可含不可見字元'],
    ['indJobTitle', '經理\u2066主任\u2069', '不可含不可見字元'],
    ['indJobTitle', '\uFEFF經理', '不可含不可見字元'],
    ['indYearsAtCurrentCompany', undefined, '請輸入 0 至 99.9 的數字，小數最多一位'],
    ['indYearsAtCurrentCompany', -0.1, '請輸入 0 至 99.9 的數字，小數最多一位'],
    ['indYearsAtCurrentCompany', 100, '請輸入 0 至 99.9 的數字，小數最多一位'],
    ['indYearsAtCurrentCompany', 12.34, '請輸入 0 至 99.9 的數字，小數最多一位'],
    ['indYearsAtCurrentCompany', '5', '請輸入 0 至 99.9 的數字，小數最多一位'],
    ['indYearsInProfession', 99.95, '請輸入 0 至 99.9 的數字，小數最多一位'],
    ['indYearsInProfession', undefined, '請輸入 0 至 99.9 的數字，小數最多一位'],
    ['indName', undefined, '請填寫姓名'],
    ['indName', '', '請填寫姓名'],
    ['indName', 'Lin 3', '姓名僅限中文、英文字母與空白'],
    ['indName', '林_美華', '姓名僅限中文、英文字母與空白'],
    ['indName', long(51), '姓名不得超過 50 字'],
    ['indPersonalIdNumber', undefined, '請填寫身分證字號'],
    // wrong check digit
    ['indPersonalIdNumber', 'A123456788', '身分證字號檢查碼不正確，請再核對一次'],
    ['indPersonalIdNumber', 'a123456789', '身分證字號格式不正確（1 個大寫英文字母、1 或 2，再加 8 位數字）'],
    // the other reading of SPEC.md (a letter and any 9 digits) is not ours: the second character is 1 or 2
    ['indPersonalIdNumber', 'A323456789', '身分證字號格式不正確（1 個大寫英文字母、1 或 2，再加 8 位數字）'],
    ['indPersonalIdNumber', 'A12345678', '身分證字號格式不正確（1 個大寫英文字母、1 或 2，再加 8 位數字）'],
    ['indPersonalIdNumber', 'AB23456789', '身分證字號格式不正確（1 個大寫英文字母、1 或 2，再加 8 位數字）'],
    ['indPersonalIdNumber', 'A1234567890', '身分證字號為 10 碼'],
    ['indBirthday', undefined, '請填寫出生日期'],
    ['indBirthday', '1980/05/17', '出生日期格式為 YYYY-MM-DD，且須為過去的日期'],
    ['indBirthday', '17-05-1980', '出生日期格式為 YYYY-MM-DD，且須為過去的日期'],
    ['indBirthday', '1981-02-29', '出生日期格式為 YYYY-MM-DD，且須為過去的日期'],
    ['indBirthday', '2999-01-01', '出生日期格式為 YYYY-MM-DD，且須為過去的日期'],
    ['indAvatarResourcesUid', undefined, '請上傳候選人照片'],
    ['indAvatarResourcesUid', 'photo.jpg', '請上傳候選人照片'],
  ];

  it.each(INDIVIDUAL_INVALID)('%s = %j → %s', async (field, value, message) => {
    const errors = await errorsFor(GROUP, with_(body(), field, value));
    expect(errors).toContainEqual({ field, message });
  });

  const INDIVIDUAL_VALID: [string, unknown][] = [
    ['indYearsAtCurrentCompany', 0],
    ['indYearsAtCurrentCompany', 99.9],
    ['indYearsAtCurrentCompany', 0.1],
    ['indYearsInProfession', 99],
    ['indYearsInProfession', 12.3],
    ['indJobTitle', long(100)],
    ['indName', 'Mei Hua Lin'],
    ['indPersonalIdNumber', 'F131104093'],
    ['indPersonalIdNumber', 'A223456781'],
    ['indBirthday', '2000-02-29'],
  ];

  it.each(INDIVIDUAL_VALID)('accepts %s = %j and stores it as sent', async (field, value) => {
    // Each registration takes its own photo.
    const client = server.client();
    const own = await uploadCandidatePhoto(client);
    const res = await register(client, individualBody(l, own, { [field]: value }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await readBack(client, res.body.data))[field]).toEqual(value);
  });
});

describe('resend and login rules', () => {
  const resend = (over: Record<string, unknown> = {}) => ({
    entityType: 'group',
    contactName: '王小明',
    contactPhoneNumber: '02-2345-6789',
    contactEmail: 'someone@example.com',
    cfToken: 'x',
    ...over,
  });
  const RESEND_INVALID: Invalid[] = [
    ['entityType', undefined, '請選擇組別'],
    ['entityType', 'team', '請選擇組別'],
    ['contactName', undefined, '請填寫聯絡人姓名'],
    ['contactName', '', '請填寫聯絡人姓名'],
    ['contactPhoneNumber', undefined, '請填寫聯絡電話'],
    ['contactPhoneNumber', '', '請填寫聯絡電話'],
    ['contactEmail', undefined, '請填寫電子郵件'],
    ['contactEmail', 'someone', '請輸入有效的電子郵件地址'],
    ['cfToken', undefined, '請完成安全驗證'],
  ];
  it.each(RESEND_INVALID)('resend: %s = %j → %s', async (field, value, message) => {
    expect(await errorsFor(RESEND, with_(resend(), field, value))).toContainEqual({ field, message });
  });

  const login = { registrationNumber: 'G3-123456', accessCode: 'ABCDEFGHJK', cfToken: 'x' };
  const LOGIN_INVALID: Invalid[] = [
    ['registrationNumber', undefined, '請輸入報名編號'],
    ['registrationNumber', '', '請輸入報名編號'],
    ['registrationNumber', 'G3/123', '報名編號格式不正確'],
    ['accessCode', undefined, '請輸入上傳登入碼'],
    ['accessCode', '   ', '請輸入上傳登入碼'],
    ['cfToken', undefined, '請完成安全驗證'],
  ];
  it.each(LOGIN_INVALID)('login: %s = %j → %s', async (field, value, message) => {
    expect(await errorsFor(LOGIN, with_(login, field, value))).toContainEqual({ field, message });
  });
});

describe('every required field, from the schemas', () => {
  const schema = (name: string) => JSON.parse(readFileSync(`schemas/${name}.schema.json`, 'utf8')) as { required: string[] };
  const zhTW = /[\u4e00-\u9fff]/;

  it.each(['registration-group', 'registration-individual', 'resend', 'login'])('%s: a missing field is named with its own zh-TW message', async (name) => {
    const full: Record<string, Record<string, unknown>> = {
      'registration-group': groupBody(l, { cfToken: 'x' }),
      'registration-individual': individualBody(l, '00000000-0000-4000-8000-000000000000', { cfToken: 'x' }),
      resend: { entityType: 'group', contactName: '王小明', contactPhoneNumber: '02-2345-6789', contactEmail: 'a@example.com', cfToken: 'x' },
      login: { registrationNumber: 'G3-123456', accessCode: 'ABCDEFGHJK', cfToken: 'x' },
    };
    const path = name === 'resend' ? RESEND : name === 'login' ? LOGIN : GROUP;
    const required = schema(name).required;
    expect(required.length).toBeGreaterThan(2);
    for (const field of required) {
      // Without entityType the create route cannot tell the form; it says so on entityType.
      const errors = await errorsFor(path, with_(full[name]!, field, undefined));
      const own = errors.find((e) => e.field === field);
      expect(own, `${name}.${field}: ${JSON.stringify(errors)}`).toBeDefined();
      expect(own!.message).toMatch(zhTW);
      expect(own!.message).not.toBe('此欄位為必填');
    }
  });
});
