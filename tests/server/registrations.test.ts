// Registration over real HTTP: create (group, individual with a real photo upload), the confirmation
// letter in the outbox, sign-in with what it says, read and edit one's own, ownership, lock and
// windows, the security token, and the checks against the lookup lists.
import { TAIPEI_SUFFIX } from '../../src/shared/taipei-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../helpers/captcha';
import { updateRegistration } from '../../src/server/features/registration/update';
import { createRegistrant, signIn } from '../helpers/registrant';
import { startTestServer, type TestServer } from '../helpers/test-server';
import type { TestClient } from '../helpers/test-client';
import {
  GROUP_PICKER_CATEGORY,
  INDIVIDUAL_PICKER_CATEGORY,
  groupBody,
  individualBody,
  lettersTo,
  readLookups,
  register,
  updateBodyOf,
  uploadCandidatePhoto,
  type Created,
  type Envelope,
  type FieldErrors,
  type Lookups,
} from './registration-fixtures';

const API = '/api/registrations/v1';
const CODE_SHAPE = /^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{10}$/;

let server: TestServer;
let l: Lookups;
beforeAll(async () => {
  // A fixed upload deadline, to read it in the letter as Taipei time with the ROC year.
  server = await startTestServer({ UPLOAD_CLOSES_AT: '2030-10-15T15:59:59Z' });
  l = await readLookups(server.client());
});
afterAll(async () => server?.close());

async function signInWith(client: TestClient, created: Created) {
  return client.post<Envelope>('/api/auth/v1/sign-in', {
    registrationNumber: created.registrationNumber,
    accessCode: created.accessCode,
    cfToken: await solveCaptcha(client),
  });
}

type Read = Record<string, unknown> & {
  provisions: { provisionId: number; isSatisfied: boolean }[];
  organizationCategoryResp: { slug: string; name: string };
  contactCountyResp: { slug: string };
  contactDistrictResp: { slug: string };
  indAvatarResourcesResp: { uid: string; url: string } | null;
};

describe('create: group', () => {
  it('registers, answers the number and a one-time code, and mails both in the confirmation letter', async () => {
    const client = server.client();
    const body = groupBody(l);
    const res = await register(client, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, message: '報名資料已送出' });
    const { registrationNumber, accessCode, uid } = res.body.data;
    expect(registrationNumber).toMatch(/^G3-\d{6}$/);
    expect(accessCode).toMatch(CODE_SHAPE);

    const [letter, ...more] = await lettersTo(server, body.contactEmail as string);
    expect(more).toHaveLength(0);
    expect(letter!.subject).toContain(registrationNumber);
    for (const part of [letter!.text!, letter!.html as string]) {
      expect(part).toContain(registrationNumber);
      expect(part).toContain(accessCode);
      expect(part).toContain('山海旅行社股份有限公司');
      expect(part).toContain('推薦書');
      expect(part).toContain('工作場所照片 5 張');
      expect(part).toContain(`上傳截止時間：119 年 10 月 15 日（星期二）23:59${TAIPEI_SUFFIX}`);
      expect(part).toContain(`${server.config.publicUrl}/pages/register/upload?registrationId=${registrationNumber}`);
      expect(part).toContain(server.config.programme.mailbox);
      expect(part).toContain(server.config.programme.contactPhone);
      // The notice at collection (issue 32): the letter links the privacy policy.
      expect(part).toContain(`${server.config.publicUrl}/pages/privacy`);
    }

    // The code is kept only as a hash.
    const row = await server.app.services.db.selectFrom('registration').select('access_code_hash').where('uid', '=', uid!).executeTakeFirstOrThrow();
    expect(row.access_code_hash).toMatch(/^scrypt\$/);
    expect(row.access_code_hash).not.toContain(accessCode);

    const signed = await signInWith(client, res.body.data);
    expect(signed.status).toBe(200);
    expect(signed.body.data).toMatchObject({ sub: uid, registrationNumber, registrationStatus: 'in_progress', editable: true });
  });

  it('escapes what the registrant typed in the HTML letter', async () => {
    const body = groupBody(l, { organizationName: '<b>山海</b> & "旅行社"' });
    expect((await register(server.client(), body)).status).toBe(200);
    const [letter] = await lettersTo(server, body.contactEmail as string);
    expect(letter!.html).toContain('&lt;b&gt;山海&lt;/b&gt; &amp; &quot;旅行社&quot;');
    expect(letter!.html).not.toContain('<b>山海');
    expect(letter!.text).toContain('<b>山海</b> & "旅行社"');
  });

  it('reads back what was sent, in the read shape of SPEC.md section 3; recommendUnit normalized', async () => {
    const client = server.client();
    const body = groupBody(l, { recommendType: 'nominated', recommendCode: 'R-001', recommendUnit: '  甲協會；乙協會，丙公司 ', contactName: '  王小明 ' });
    const created = await register(client, body);
    expect(created.status).toBe(200);
    await signInWith(client, created.body.data);
    const res = await client.get<Envelope<Read>>(`${API}/read/${created.body.data.uid}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      uid: created.body.data.uid,
      registrationNumber: created.body.data.registrationNumber,
      registrationStatus: 'in_progress',
      editable: true,
      entityType: 'group',
      grpCompanyUniformNumber: '04595257',
      organizationName: '山海旅行社股份有限公司',
      organizationCategoryResp: { slug: body.organizationCategory },
      provisions: body.provisions,
      isPenalized: false,
      contactName: '王小明',
      contactPhoneNumber: '02-2345-6789 #12',
      contactFaxNumber: '02-2345-6790',
      contactEmail: body.contactEmail,
      contactCountyResp: { slug: l.county },
      contactDistrictResp: { slug: l.district },
      contactAddressLine: '忠孝東路一段 1 號',
      agreedToTerms: true,
      recommendType: 'nominated',
      recommendCode: 'R-001',
      recommendUnit: '甲協會;乙協會,丙公司',
      indPersonalIdNumber: null,
      indAvatarResourcesResp: null,
    });
  });

  it('takes the unit name of a picked vendor from the vendor list, whatever name was typed', async () => {
    const client = server.client();
    const created = await register(client, groupBody(l, {
      organizationCategory: GROUP_PICKER_CATEGORY,
      provisions: l.provisions[GROUP_PICKER_CATEGORY]!.map((provisionId) => ({ provisionId, isSatisfied: true })),
      vendorUid: l.vendor.uid,
      organizationName: '隨便打的名字',
    }));
    expect(created.status).toBe(200);
    await signInWith(client, created.body.data);
    const read = await client.get<Envelope<Read>>(`${API}/read/${created.body.data.uid}`);
    expect(read.body.data).toMatchObject({ organizationName: l.vendor.name, vendorUid: l.vendor.uid });
  });
});

describe('create: individual', () => {
  it('registers with a real candidate photo, which becomes the registration’s own', async () => {
    const client = server.client();
    const photo = await uploadCandidatePhoto(client);
    const body = individualBody(l, photo);
    const res = await register(client, body);
    expect(res.status).toBe(200);
    expect(res.body.data.registrationNumber).toMatch(/^P3-\d{6}$/);
    expect(res.body.data.accessCode).toMatch(CODE_SHAPE);

    const [letter] = await lettersTo(server, body.contactEmail as string);
    expect(letter!.text).toContain(res.body.data.registrationNumber);
    expect(letter!.text).toContain(res.body.data.accessCode);
    expect(letter!.text).toContain('林美華');

    await signInWith(client, res.body.data);
    const read = await client.get<Envelope<Read>>(`${API}/read/${res.body.data.uid}`);
    expect(read.body.data).toMatchObject({
      entityType: 'individual',
      indJobLevelCategory: body.indJobLevelCategory,
      indJobTitle: '資深導遊',
      indYearsAtCurrentCompany: 5.5,
      indYearsInProfession: 12,
      indName: '林美華',
      indPersonalIdNumber: 'A123456789',
      indBirthday: '1980-05-17',
      contactFaxNumber: '',
      grpCompanyUniformNumber: null,
    });
    expect(read.body.data.indAvatarResourcesResp).toMatchObject({ uid: photo, url: `/api/resources/v1/${photo}` });
    const download = await client.get(read.body.data.indAvatarResourcesResp!.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses a photo already used by another registration, and a file uploaded for another purpose', async () => {
    const client = server.client();
    const photo = await uploadCandidatePhoto(client);
    expect((await register(client, individualBody(l, photo))).status).toBe(200);
    const again = await register(client, individualBody(l, photo));
    expect(again.status).toBe(400);
    expect(again.body.data.errors).toEqual([{ field: 'indAvatarResourcesUid', message: '找不到上傳的檔案，請重新上傳' }]);

    const { jpeg } = await import('../helpers/files');
    const tourism = await client.upload<Envelope<{ uid: string }>>(
      '/api/resources/v1/create',
      { purpose: 'tourism-photo', cfToken: await solveCaptcha(client) },
      { name: 'event.jpg', content: await jpeg(), type: 'image/jpeg' },
    );
    expect(tourism.status).toBe(200);
    const wrong = await register(client, individualBody(l, tourism.body.data.uid));
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.errors).toEqual([{ field: 'indAvatarResourcesUid', message: '找不到上傳的檔案，請重新上傳' }]);
    const unknown = await register(client, individualBody(l, '00000000-0000-4000-8000-000000000000'));
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.errors).toEqual([{ field: 'indAvatarResourcesUid', message: '找不到上傳的檔案，請重新上傳' }]);
  });
});

describe('create: checks against the lookup lists', () => {
  const errorsOf = async (body: Record<string, unknown>) => {
    const res = await register(server.client(), body);
    expect(res.status).toBe(400);
    return res.body.data.errors;
  };

  it('needs every provision of the category answered, and only those', async () => {
    const own = l.provisions['org-grp_travel-industry']!;
    const foreign = l.provisions[GROUP_PICKER_CATEGORY]!;
    expect(await errorsOf(groupBody(l, { provisions: [{ provisionId: own[0]!, isSatisfied: true }] }))).toEqual([
      { field: 'provisions', message: '請逐項確認單位類別的每一項資格條款' },
    ]);
    expect(await errorsOf(groupBody(l, { provisions: [...own.map((provisionId) => ({ provisionId, isSatisfied: true })), { provisionId: foreign[0]!, isSatisfied: true }] }))).toEqual([
      { field: 'provisions', message: '資格條款與單位類別不符，請重新勾選' },
    ]);
    expect(await errorsOf(groupBody(l, { provisions: [...own, own[0]!].map((provisionId) => ({ provisionId, isSatisfied: true })) }))).toEqual([
      { field: 'provisions', message: '資格條款與單位類別不符，請重新勾選' },
    ]);
  });

  it('needs a vendor picked from the list for the picker categories, and a vendor of that category', async () => {
    const picker = { organizationCategory: GROUP_PICKER_CATEGORY, provisions: l.provisions[GROUP_PICKER_CATEGORY]!.map((provisionId) => ({ provisionId, isSatisfied: true })) };
    expect(await errorsOf(groupBody(l, picker))).toEqual([{ field: 'organizationName', message: '請從清單中選擇單位名稱' }]);
    expect(await errorsOf(groupBody(l, { ...picker, vendorUid: '00000000-0000-4000-8000-000000000000' }))).toEqual([
      { field: 'vendorUid', message: '查無所選單位，請重新搜尋並選擇' },
    ]);
    // A vendor of another category is no vendor of this one.
    expect(await errorsOf(groupBody(l, { vendorUid: l.vendor.uid }))).toEqual([{ field: 'vendorUid', message: '查無所選單位，請重新搜尋並選擇' }]);
  });

  it('needs the job level of the category, and the district of the county; reports all at once', async () => {
    const photo = await uploadCandidatePhoto(server.client());
    const errors = await errorsOf(individualBody(l, photo, { indJobLevelCategory: 'no-such-level', contactDistrictCategory: l.foreignDistrict }));
    expect(errors).toEqual([
      { field: 'indJobLevelCategory', message: '職級類別與單位類別不符，請重新選擇' },
      { field: 'contactDistrictCategory', message: '鄉鎮市區與縣市不符，請重新選擇' },
    ]);
    // The photo was not used up by the refused attempt.
    const res = await register(server.client(), individualBody(l, photo));
    expect(res.status).toBe(200);
    const row = await server.app.services.db.selectFrom('registration').select('ind_avatar_resource_uid').where('uid', '=', res.body.data.uid).executeTakeFirstOrThrow();
    expect(row.ind_avatar_resource_uid).toBe(photo);
  });

  it('refuses a category of the other group type', async () => {
    const photo = await uploadCandidatePhoto(server.client());
    expect(await errorsOf(individualBody(l, photo, { organizationCategory: 'org-grp_travel-industry' }))).toContainEqual({
      field: 'organizationCategory',
      message: '請選擇單位類別',
    });
    // A category of the right group type, but the rest of the form was filled for another one.
    const errors = await errorsOf(individualBody(l, photo, { organizationCategory: INDIVIDUAL_PICKER_CATEGORY }));
    expect(errors).toContainEqual({ field: 'provisions', message: '資格條款與單位類別不符，請重新勾選' });
    expect(errors).toContainEqual({ field: 'organizationName', message: '請從清單中選擇單位名稱' });
  });
});

describe('create: the security token', () => {
  it('is required, verified, and good for one registration only', async () => {
    const client = server.client();
    const token = await solveCaptcha(client);
    const first = await client.post<Envelope>(`${API}/create`, { ...groupBody(l), cfToken: token });
    expect(first.status).toBe(200);
    const again = await client.post<Envelope>(`${API}/create`, { ...groupBody(l), cfToken: token });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ code: 2005, message: '安全驗證失敗，請重新整理' });
    const forged = await client.post<Envelope>(`${API}/create`, { ...groupBody(l), cfToken: 'bm90IGEgdG9rZW4=' });
    expect(forged.status).toBe(401);
    const missing = await client.post<Envelope<FieldErrors>>(`${API}/create`, { ...groupBody(l), cfToken: undefined });
    expect(missing.status).toBe(400);
    expect(missing.body.data.errors).toEqual([{ field: 'cfToken', message: '請完成安全驗證' }]);
  });
});

describe('read and update one’s own', () => {
  let alice: { client: TestClient; created: Created; body: Record<string, unknown> };
  let ind: { client: TestClient; created: Created; body: Record<string, unknown>; photo: string };
  beforeAll(async () => {
    const client = server.client();
    const body = groupBody(l);
    const created = (await register(client, body)).body.data;
    await signInWith(client, created);
    alice = { client, created, body };
    const indClient = server.client();
    const photo = await uploadCandidatePhoto(indClient);
    const indBody = individualBody(l, photo);
    const indCreated = (await register(indClient, indBody)).body.data;
    await signInWith(indClient, indCreated);
    ind = { client: indClient, created: indCreated, body: indBody, photo };
  });

  it('saves an edit and reads it back', async () => {
    const res = await alice.client.post<Envelope<{ registrationNumber: string }>>(
      `${API}/update/${alice.created.uid}`,
      updateBodyOf(alice.body, { contactAddressLine: '  仁愛路二段 99 號  ', isPenalized: true, recommendUnit: '丁協會；戊協會' }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, message: '報名資料已修改', data: { registrationNumber: alice.created.registrationNumber } });
    expect(res.body.data).not.toHaveProperty('accessCode');
    const read = await alice.client.get<Envelope<Read>>(`${API}/read/${alice.created.uid}`);
    expect(read.body.data).toMatchObject({ contactAddressLine: '仁愛路二段 99 號', isPenalized: true, recommendUnit: '丁協會;戊協會', organizationName: '山海旅行社股份有限公司' });
  });

  it('replaces the candidate photo with a new upload; the old one is released', async () => {
    const next = await uploadCandidatePhoto(ind.client);
    const res = await ind.client.post(`${API}/update/${ind.created.uid}`, updateBodyOf(ind.body, { indAvatarResourcesUid: next, indYearsInProfession: 13.5 }));
    expect(res.status).toBe(200);
    const read = await ind.client.get<Envelope<Read>>(`${API}/read/${ind.created.uid}`);
    expect(read.body.data.indAvatarResourcesResp?.uid).toBe(next);
    expect(read.body.data.indYearsInProfession).toBe(13.5);
    const old = await server.app.services.db.selectFrom('resource').select('attached_at').where('uid', '=', ind.photo).executeTakeFirstOrThrow();
    expect(old.attached_at).toBeNull();
  });

  it('refuses the fields fixed at registration, naming each', async () => {
    for (const [field, value] of [['organizationName', '新名稱'], ['organizationCategory', 'org-grp_hotel-industry'], ['entityType', 'group'], ['vendorUid', null]] as const) {
      const res = await alice.client.post<Envelope<FieldErrors>>(`${API}/update/${alice.created.uid}`, updateBodyOf(alice.body, { [field]: value }));
      expect(res.status).toBe(400);
      expect(res.body.data.errors).toContainEqual({ field, message: '不接受的欄位' });
    }
    const token = await alice.client.post<Envelope<FieldErrors>>(`${API}/update/${alice.created.uid}`, updateBodyOf(alice.body, { cfToken: 'x' }));
    expect(token.status).toBe(400);
    expect(token.body.data.errors).toContainEqual({ field: 'cfToken', message: '不接受的欄位' });
    const read = await alice.client.get<Envelope<Read>>(`${API}/read/${alice.created.uid}`);
    expect(read.body.data.organizationName).toBe('山海旅行社股份有限公司');
  });

  it('refuses the other group type’s form', async () => {
    const res = await ind.client.post<Envelope<FieldErrors>>(`${API}/update/${ind.created.uid}`, updateBodyOf(alice.body));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('修改內容與報名組別不符');
  });

  it('checks provisions against the registration’s own category', async () => {
    const res = await alice.client.post<Envelope<FieldErrors>>(
      `${API}/update/${alice.created.uid}`,
      updateBodyOf(alice.body, { provisions: l.provisions[GROUP_PICKER_CATEGORY]!.map((provisionId) => ({ provisionId, isSatisfied: true })) }),
    );
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([{ field: 'provisions', message: '資格條款與單位類別不符，請重新勾選' }]);
  });

  it('gives another registrant 403 on read and update, and an anonymous caller 401', async () => {
    const bob = server.client();
    await signIn(bob, await createRegistrant(server.app));
    const read = await bob.get<Envelope>(`${API}/read/${alice.created.uid}`);
    expect(read.status).toBe(403);
    const update = await bob.post<Envelope>(`${API}/update/${alice.created.uid}`, updateBodyOf(alice.body, { contactAddressLine: '被改掉了' }));
    expect(update.status).toBe(403);
    expect((await server.client().get(`${API}/read/${alice.created.uid}`)).status).toBe(401);
    const mine = await alice.client.get<Envelope<Read>>(`${API}/read/${alice.created.uid}`);
    expect(mine.body.data.contactAddressLine).not.toBe('被改掉了');
  });

  it('answers 409 once the registration is submitted; reading still works and says it is locked', async () => {
    const client = server.client();
    const body = groupBody(l);
    const created = (await register(client, body)).body.data;
    await signInWith(client, created);
    await server.app.services.db.updateTable('registration').set({ status: 'submitted', submitted_at: new Date() }).where('uid', '=', created.uid).execute();
    const res = await client.post<Envelope>(`${API}/update/${created.uid}`, updateBodyOf(body, { contactAddressLine: '新地址 1 號' }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('資料已送出，無法再修改');
    const read = await client.get<Envelope<Read>>(`${API}/read/${created.uid}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ registrationStatus: 'submitted', editable: false, contactAddressLine: '忠孝東路一段 1 號' });
  });
});

describe('closed windows', () => {
  let closed: TestServer;
  beforeAll(async () => {
    closed = await startTestServer({
      REGISTRATION_OPENS_AT: '2025-08-29T10:00:00+08:00',
      REGISTRATION_CLOSES_AT: '2025-10-09T23:59:59+08:00',
      UPLOAD_CLOSES_AT: '2025-10-15T23:59:59+08:00',
    });
  });
  afterAll(async () => closed?.close());

  it('refuses a registration after the registration window with the closed notice', async () => {
    const client = closed.client();
    const res = await client.post<Envelope>(`${API}/create`, { ...groupBody(await readLookups(client)), cfToken: await solveCaptcha(client) });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('報名已於 114 年 10 月 9 日截止，感謝您的參與。');
    expect(await closed.app.services.db.selectFrom('registration').select('uid').execute()).toHaveLength(0);
  });

  it('gives the pages the closed notices with the configured dates', async () => {
    const res = await closed.client().get<Envelope<{ registrationOpen: boolean; registrationNotice?: string; uploadNotice?: string }>>('/api/settings/v1/public');
    expect(res.body.data).toMatchObject({
      registrationOpen: false,
      registrationNotice: '報名已於 114 年 10 月 9 日截止，感謝您的參與。',
      uploadNotice: '資料上傳已於 114 年 10 月 15 日截止，感謝您的參與。',
    });
  });

  it('refuses edits after the upload window with 409; reading still works', async () => {
    const who = await createRegistrant(closed.app);
    const client = closed.client();
    await signIn(client, who);
    const read = await client.get<Envelope<Read>>(`${API}/read/${who.uid}`);
    expect(read.status).toBe(200);
    expect(read.body.data.editable).toBe(false);
    const cl = await readLookups(client);
    const body = updateBodyOf(groupBody(cl, { organizationCategory: read.body.data.organizationCategoryResp.slug }), {
      provisions: (await client.get<Envelope<{ provisionId: number }[]>>(`/api/common/v1/list-category-provision?organizationCategory=${read.body.data.organizationCategoryResp.slug}`)).body.data.map((p) => ({ provisionId: p.provisionId, isSatisfied: true })),
    });
    const res = await client.post<Envelope>(`${API}/update/${who.uid}`, body);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('資料上傳已於 114 年 10 月 15 日截止，感謝您的參與。');
    const after = await client.get<Envelope<Read>>(`${API}/read/${who.uid}`);
    expect(after.body.data).toEqual(read.body.data);
    const me = await client.get<Envelope<{ editable: boolean; registrationStatus: string }>>('/api/auth/v1/me');
    expect(me.body.data).toMatchObject({ editable: false, registrationStatus: 'in_progress' });
  });

  it('the edit itself asks again inside its transaction: the window, not only the status (no write)', async () => {
    const who = await createRegistrant(closed.app);
    const db = closed.app.services.db;
    const before = await db.selectFrom('registration').selectAll().where('uid', '=', who.uid).executeTakeFirstOrThrow();
    const provisions = await db.selectFrom('provision').select('provision_id').where('category_slug', '=', before.organization_category).execute();
    const body = updateBodyOf(groupBody(await readLookups(closed.client()), { organizationCategory: before.organization_category }), {
      contactAddressLine: '新地址 1 號',
      provisions: provisions.map((p) => ({ provisionId: p.provision_id, isSatisfied: true })),
    });
    // Past the route loader's check (as if the window closed while the request was on its way).
    const refused = await updateRegistration(closed.app.services, who.uid, body as never).catch((err: unknown) => err);
    expect(refused).toMatchObject({ status: 409, message: '資料上傳已於 114 年 10 月 15 日截止，感謝您的參與。' });
    expect(await db.selectFrom('registration').selectAll().where('uid', '=', who.uid).executeTakeFirstOrThrow()).toEqual(before);
  });
});

describe('before the registration window opens', () => {
  let early: TestServer;
  beforeAll(async () => {
    early = await startTestServer({
      REGISTRATION_OPENS_AT: '2099-08-29T10:00:00+08:00',
      REGISTRATION_CLOSES_AT: '2099-10-09T23:59:59+08:00',
      UPLOAD_CLOSES_AT: '2099-10-15T23:59:59+08:00',
    });
  });
  afterAll(async () => early?.close());

  it('refuses a registration saying when registration opens, and writes nothing', async () => {
    const client = early.client();
    const res = await client.post<Envelope>(`${API}/create`, { ...groupBody(await readLookups(client)), cfToken: await solveCaptcha(client) });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('報名將於 188 年 8 月 29 日 10:00 開放，敬請期待。');
    expect(await early.app.services.db.selectFrom('registration').select('uid').execute()).toHaveLength(0);
  });

  it('gives the pages the same "opens at" notices', async () => {
    const res = await early.client().get<Envelope<{ registrationOpen: boolean; uploadOpen: boolean; registrationNotice?: string; uploadNotice?: string }>>('/api/settings/v1/public');
    expect(res.body.data).toMatchObject({
      registrationOpen: false,
      uploadOpen: false,
      registrationNotice: '報名將於 188 年 8 月 29 日 10:00 開放，敬請期待。',
      uploadNotice: '資料上傳將於 188 年 8 月 29 日 10:00 開放，敬請期待。',
    });
  });
});
