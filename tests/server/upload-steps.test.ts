// The upload workflow's steps over real HTTP (issue 5): merit entries, tourism and workplace photos,
// recommendation, employment proof, self-introduction video; their limits and their files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exe, jpeg, mp4, pdf, png } from '../helpers/files';
import { messages } from '../../src/shared/messages';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { addTourismPhoto, addWorkplacePhoto, API, b64, uploadFile, type Envelope } from './upload-fixtures';

let server: TestServer;
let alice: TestRegistrant;
let bob: TestRegistrant;
let asAlice: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  alice = await createRegistrant(server.app);
  bob = await createRegistrant(server.app);
  asAlice = server.client();
  await signIn(asAlice, alice);
});
afterAll(async () => server?.close());

type Achievement = { uid: string; year: number; month: number; description: string; achievementCategoryResp: { slug: string } };
type FieldErrors = { errors: { field: string; message: string }[] };

async function attachedAt(uid: string) {
  const row = await server.app.services.db.selectFrom('resource').select('attached_at').where('uid', '=', uid).executeTakeFirstOrThrow();
  return row.attached_at;
}

describe('merit and bonus-merit entries', () => {
  const create = (who: TestRegistrant, description: string, extra: Record<string, unknown> = {}) =>
    asAlice.post<Envelope<Achievement & FieldErrors>>(`${API}/achievements/create`, {
      registrationUid: who.uid, year: 114, month: 5, achievementCategory: '{product}_tourism', description, ...extra,
    });

  it('decodes a base64 UTF-8 description of exactly 300 Chinese characters, stores it trimmed and lists it', async () => {
    const text = '觀'.repeat(299) + '光';
    const res = await create(alice, b64(`  ${text}  `));
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ year: 114, month: 5, description: text, achievementCategoryResp: { slug: '{product}_tourism' } });
    const list = await asAlice.get<Envelope<Achievement[]>>(`${API}/achievements/read/${alice.uid}`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((a) => a.uid)).toContain(res.body.data.uid);
  });

  it('refuses 301 characters after decoding, a blank description and malformed base64 with field messages', async () => {
    const listed = async () => (await asAlice.get<Envelope<Achievement[]>>(`${API}/achievements/read/${alice.uid}`)).body.data.map((a) => a.uid);
    const before = await listed();
    const tooLong = await create(alice, b64('光'.repeat(301)));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.data.errors).toContainEqual({ field: 'description', message: '事蹟說明超過 300 字' });
    const blank = await create(alice, b64('   \n  '));
    expect(blank.status).toBe(400);
    expect(blank.body.data.errors).toContainEqual({ field: 'description', message: '請填寫事蹟說明' });
    const garbled = await create(alice, '%%%not-base64');
    expect(garbled.status).toBe(400);
    expect(garbled.body.data.errors[0]!.field).toBe('description');
    const notUtf8 = await create(alice, Buffer.from([0xff, 0xfe, 0xfd]).toString('base64'));
    expect(notUtf8.status).toBe(400);
    expect(notUtf8.body.data.errors[0]!.field).toBe('description');
    expect(await listed()).toEqual(before);
  });

  it('takes only the years 112-114, months 1-12 and the three categories', async () => {
    expect((await create(alice, b64('a'), { year: 111 })).status).toBe(400);
    expect((await create(alice, b64('a'), { month: 13 })).status).toBe(400);
    expect((await create(alice, b64('a'), { achievementCategory: 'other' })).status).toBe(400);
    for (const category of ['sustainable_environment', 'tech_progress']) {
      expect((await create(alice, b64('加分事蹟'), { achievementCategory: category, year: 112, month: 1 })).status).toBe(200);
    }
  });

  it('filters by category when asked, and deletes an entry', async () => {
    const bonus = await asAlice.get<Envelope<Achievement[]>>(`${API}/achievements/read/${alice.uid}?achievementCategory=tech_progress`);
    expect(bonus.body.data.length).toBeGreaterThan(0);
    expect(bonus.body.data.every((a) => a.achievementCategoryResp.slug === 'tech_progress')).toBe(true);
    const target = bonus.body.data[0]!.uid;
    const del = await asAlice.post(`${API}/achievements/delete/${target}`);
    expect(del.status).toBe(200);
    const after = await asAlice.get<Envelope<Achievement[]>>(`${API}/achievements/read/${alice.uid}`);
    expect(after.body.data.map((a) => a.uid)).not.toContain(target);
  });
});

describe('tourism event photos', () => {
  let who: TestRegistrant;
  let client: TestClient;
  beforeAll(async () => {
    who = await createRegistrant(server.app);
    client = server.client();
    await signIn(client, who);
  });

  it('adds a captioned photo, keeps the order and serves the file', async () => {
    const first = await addTourismPhoto(client, who, '第一張');
    const second = await addTourismPhoto(client, who, '第二張');
    expect(first.status, first.text).toBe(200);
    expect(second.body.data.orderIndex).toBeGreaterThan(first.body.data.orderIndex);
    const list = await client.get<Envelope<{ uid: string; url: string; pictureDescription: string; registrationUid: string; pictureResourcesResp: { originalFilename: string } }[]>>(`${API}/pictures/read/${who.uid}`);
    expect(list.body.data.map((p) => p.pictureDescription)).toEqual(['第一張', '第二張']);
    expect(list.body.data[0]).toMatchObject({ registrationUid: who.uid, pictureResourcesResp: { originalFilename: 'event.jpg' } });
    const file = await client.get(list.body.data[0]!.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
  });

  it('requires a caption of at most 25 characters', async () => {
    const uid = await uploadFile(client, 'tourism-photo', 'a.jpg', await jpeg());
    const long = await client.post<Envelope<FieldErrors>>(`${API}/pictures/create`, { registrationUid: who.uid, pictureResourcesUid: uid, pictureDescription: '字'.repeat(26) });
    expect(long.status).toBe(400);
    expect(long.body.data.errors).toContainEqual({ field: 'pictureDescription', message: '照片說明不得超過 25 字' });
    const missing = await client.post<Envelope<FieldErrors>>(`${API}/pictures/create`, { registrationUid: who.uid, pictureResourcesUid: uid, pictureDescription: ' ' });
    expect(missing.status).toBe(400);
    expect(missing.body.data.errors.map((e) => e.field)).toEqual(['pictureDescription']);
    // Neither refusal took the photo.
    expect(await attachedAt(uid)).toBeNull();
  });

  it('refuses a file of another purpose, and the same file twice', async () => {
    const proof = await uploadFile(client, 'employment-proof', 'p.pdf', pdf());
    const wrong = await client.post(`${API}/pictures/create`, { registrationUid: who.uid, pictureResourcesUid: proof, pictureDescription: '說明' });
    expect(wrong.status).toBe(400);
    const uid = await uploadFile(client, 'tourism-photo', 'b.jpg', await jpeg());
    const body = { registrationUid: who.uid, pictureResourcesUid: uid, pictureDescription: '說明' };
    expect((await client.post(`${API}/pictures/create`, body)).status).toBe(200);
    const again = await client.post<Envelope>(`${API}/pictures/create`, body);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('此檔案已使用，請重新上傳');
  });

  it('refuses the 13th photo with 409 and a clear message', async () => {
    const count = async () => (await client.get<Envelope<unknown[]>>(`${API}/pictures/read/${who.uid}`)).body.data.length;
    while ((await count()) < 12) expect((await addTourismPhoto(client, who)).status).toBe(200);
    const thirteenth = await addTourismPhoto(client, who);
    expect(thirteenth.status).toBe(409);
    expect(thirteenth.body.message).toBe('觀光活動照片最多 12 張，請先刪除後再新增');
    expect(await count()).toBe(12);
  });

  it('deletes a photo and lets its file go', async () => {
    const list = await client.get<Envelope<{ uid: string; pictureResourcesResp: { uid: string } }[]>>(`${API}/pictures/read/${who.uid}`);
    const victim = list.body.data[0]!;
    expect(await attachedAt(victim.pictureResourcesResp.uid)).not.toBeNull();
    expect((await client.post(`${API}/pictures/delete/${victim.uid}`)).status).toBe(200);
    const after = await client.get<Envelope<{ uid: string }[]>>(`${API}/pictures/read/${who.uid}`);
    expect(after.body.data.map((p) => p.uid)).not.toContain(victim.uid);
    expect(await attachedAt(victim.pictureResourcesResp.uid)).toBeNull();
  });
});

describe('workplace photos', () => {
  it('keeps capture date and dpi for the warnings, and refuses a 6th photo', async () => {
    const who = await createRegistrant(server.app);
    const client = server.client();
    await signIn(client, who);
    const first = await addWorkplacePhoto(client, who, await jpeg(64, 48, { dpi: 72, takenAt: '2020:01:02 03:04:05' }));
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.pictureResourcesResp).toMatchObject({ imageInfo: { dpi: 72, takenAt: expect.stringMatching(/^2020-01-0[12]T/) } });
    for (let i = 0; i < 4; i++) expect((await addWorkplacePhoto(client, who)).status).toBe(200);
    const sixth = await addWorkplacePhoto(client, who);
    expect(sixth.status).toBe(409);
    expect(sixth.body.message).toBe('工作場所照片最多 5 張，請先刪除後再新增');
    const list = await client.get<Envelope<{ uid: string; pictureDescription: null; pictureResourcesResp: { fileType: string } }[]>>(`${API}/profession-pictures/read/${who.uid}`);
    expect(list.body.data).toHaveLength(5);
    expect(list.body.data[0]).toMatchObject({ pictureDescription: null, pictureResourcesResp: { fileType: 'image/jpeg' } });
    expect((await client.post(`${API}/profession-pictures/delete/${list.body.data[0]!.uid}`)).status).toBe(200);
    expect((await client.get<Envelope<unknown[]>>(`${API}/profession-pictures/read/${who.uid}`)).body.data).toHaveLength(4);
  });
  it('holds the limit when several photos are added at once', async () => {
    const who = await createRegistrant(server.app);
    const client = server.client();
    await signIn(client, who);
    const uids = [];
    for (let i = 0; i < 7; i++) uids.push(await uploadFile(client, 'workplace-photo', `w${i}.jpg`, await jpeg()));
    const results = await Promise.all(
      uids.map((uid) => client.post(`${API}/profession-pictures/create`, { registrationUid: who.uid, pictureResourcesUid: uid })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 409, 409]);
    expect((await client.get<Envelope<unknown[]>>(`${API}/profession-pictures/read/${who.uid}`)).body.data).toHaveLength(5);
  });
});

describe('recommendation asked once', () => {
  const answered = async (type: 'self' | 'nominated', code: string | null, unit: string) => {
    const who = await createRegistrant(server.app, { entityType: 'individual' });
    await server.app.services.db.updateTable('registration').set({ recommend_type: type, recommend_code: code, recommend_unit: unit }).where('uid', '=', who.uid).execute();
    const client = server.client();
    await signIn(client, who);
    return { who, client };
  };

  it("starts step 3 from the register form's answer (nominated → referred), which counts only once step 3 saves it", async () => {
    const { who, client } = await answered('nominated', bob.registrationNumber, '甲協會;乙協會');
    const read = await client.get<Envelope>(`${API}/recommendation/read/${who.uid}`);
    expect(read.body.data).toEqual({
      referralMethod: 'referred', recommendationNumber: bob.registrationNumber, recommendationSource: '甲協會;乙協會', recommendationResourcesUid: null, recommendationResourcesResp: null,
    });
    const check = await client.get<Envelope<{ facts: { recommendation: boolean } }>>(`${API}/submission-check/${who.uid}`);
    expect(check.body.data.facts.recommendation).toBe(false);

    const saved = await client.post<Envelope>(`${API}/recommendation/update/${who.uid}`, { referralMethod: 'referred', recommendationNumber: bob.registrationNumber, recommendationSource: '丙協會' });
    expect(saved.status, saved.text).toBe(200);
    expect((await client.get<Envelope>(`${API}/recommendation/read/${who.uid}`)).body.data).toMatchObject({ referralMethod: 'referred', recommendationSource: '丙協會' });
    const after = await client.get<Envelope<{ facts: { recommendation: boolean } }>>(`${API}/submission-check/${who.uid}`);
    expect(after.body.data.facts.recommendation).toBe(true);
  });

  it('maps self to self_registration, with the units and no letter yet', async () => {
    const { who, client } = await answered('self', null, '丁協會');
    const read = await client.get<Envelope>(`${API}/recommendation/read/${who.uid}`);
    expect(read.body.data).toMatchObject({ referralMethod: 'self_registration', recommendationNumber: null, recommendationSource: '丁協會', recommendationResourcesResp: null });
  });
});

describe('recommendation', () => {
  const validate = (recommendationNumber: string) =>
    asAlice.post<Envelope<{ valid: boolean; message: string }>>(`${API}/validate-recommendation-number`, { recommendationNumber });

  it('accepts the registration number of another registration only', async () => {
    const other = await validate(bob.registrationNumber.toLowerCase());
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ code: 0, data: { valid: true } });
    const own = await validate(alice.registrationNumber);
    expect(own.body.data).toEqual({ valid: false, message: '不可使用自己的報名編號作為推薦編號' });
    const unknown = await validate('NOPE0000');
    expect(unknown.body.data).toEqual({ valid: false, message: '查無此推薦編號，請確認後再試' });
  });

  it('saves a self-recommendation with its letter, then switching to a number lets the letter go', async () => {
    expect((await asAlice.get<Envelope<null>>(`${API}/recommendation/read/${alice.uid}`)).body.data).toBeNull();
    const letter = await uploadFile(asAlice, 'recommendation-letter', '推薦書.pdf', pdf('letter'));
    const self = await asAlice.post<Envelope>(`${API}/recommendation/update/${alice.uid}`, {
      referralMethod: 'self_registration', recommendationResourcesUid: letter, recommendationNumber: null, recommendationSource: ' 甲協會；；乙協會，丙 ; ',
    });
    expect(self.status, self.text).toBe(200);
    expect(self.body.data).toMatchObject({ referralMethod: 'self_registration', recommendationResourcesUid: letter, recommendationNumber: null, recommendationSource: '甲協會;乙協會,丙', recommendationResourcesResp: { originalFilename: '推薦書.pdf' } });

    const referred = await asAlice.post<Envelope>(`${API}/recommendation/update/${alice.uid}`, {
      referralMethod: 'referred', recommendationResourcesUid: null, recommendationNumber: bob.registrationNumber, recommendationSource: '丙協會',
    });
    expect(referred.status, referred.text).toBe(200);
    expect(referred.body.data).toMatchObject({ referralMethod: 'referred', recommendationResourcesUid: null, recommendationNumber: bob.registrationNumber, recommendationResourcesResp: null });
    expect(await attachedAt(letter)).toBeNull();
    const read = await asAlice.get<Envelope>(`${API}/recommendation/read/${alice.uid}`);
    expect(read.body).toMatchObject({ code: 0, data: { referralMethod: 'referred', recommendationNumber: bob.registrationNumber } });
  });

  it('refuses an invalid number, a missing letter and a missing source unit', async () => {
    const before = (await asAlice.get<Envelope>(`${API}/recommendation/read/${alice.uid}`)).body.data;
    const badNumber = await asAlice.post<Envelope<FieldErrors>>(`${API}/recommendation/update/${alice.uid}`, {
      referralMethod: 'referred', recommendationNumber: alice.registrationNumber, recommendationSource: '丙協會',
    });
    expect(badNumber.status).toBe(400);
    expect(badNumber.body.data.errors[0]!.field).toBe('recommendationNumber');
    const noLetter = await asAlice.post<Envelope<FieldErrors>>(`${API}/recommendation/update/${alice.uid}`, {
      referralMethod: 'self_registration', recommendationResourcesUid: null, recommendationSource: '丙協會',
    });
    expect(noLetter.status).toBe(400);
    expect(noLetter.body.data.errors).toContainEqual({ field: 'recommendationResourcesUid', message: '請上傳推薦書' });
    const noSource = await asAlice.post<Envelope<FieldErrors>>(`${API}/recommendation/update/${alice.uid}`, { referralMethod: 'referred', recommendationNumber: bob.registrationNumber, recommendationSource: ' ; ' });
    expect(noSource.status).toBe(400);
    expect(noSource.body.data.errors.map((e) => e.field)).toEqual(['recommendationSource']);
    // None of the three refusals changed what was stored.
    expect((await asAlice.get<Envelope>(`${API}/recommendation/read/${alice.uid}`)).body.data).toEqual(before);
  });
});

describe('employment proof and self-introduction video', () => {
  it('attaches the proof, replaces it, and removes it with null', async () => {
    const first = await uploadFile(asAlice, 'employment-proof', '在職證明.pdf', pdf('one'));
    const saved = await asAlice.post<Envelope>(`${API}/certificate-employment/update/${alice.uid}`, { certificateEmploymentResourcesUid: first });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toMatchObject({ certificateEmploymentResourcesResp: { uid: first, originalFilename: '在職證明.pdf', fileType: 'application/pdf' } });
    const second = await uploadFile(asAlice, 'employment-proof', 'proof.png', await png());
    await asAlice.post(`${API}/certificate-employment/update/${alice.uid}`, { certificateEmploymentResourcesUid: second });
    expect(await attachedAt(first)).toBeNull();
    const read = await asAlice.get<Envelope>(`${API}/certificate-employment/read/${alice.uid}`);
    expect(read.body.data).toMatchObject({ certificateEmploymentResourcesResp: { uid: second, fileType: 'image/png' } });
    const removed = await asAlice.post<Envelope>(`${API}/certificate-employment/update/${alice.uid}`, { certificateEmploymentResourcesUid: null });
    expect(removed.body.data).toEqual({ certificateEmploymentResourcesResp: null });
    expect(await attachedAt(second)).toBeNull();
  });

  it('attaches an MP4 video and removes it with null', async () => {
    const video = await uploadFile(asAlice, 'self-introduction-video', '自我介紹.mp4', mp4(4096));
    const saved = await asAlice.post<Envelope>(`${API}/self-introduction/update/${alice.uid}`, { selfIntroductionResourcesUid: video });
    expect(saved.status, saved.text).toBe(200);
    expect((await asAlice.get<Envelope>(`${API}/self-introduction/read/${alice.uid}`)).body.data).toMatchObject({ selfIntroductionResourcesResp: { uid: video, fileType: 'video/mp4', fileSize: 4096 } });
    await asAlice.post(`${API}/self-introduction/update/${alice.uid}`, { selfIntroductionResourcesUid: null });
    expect((await asAlice.get<Envelope>(`${API}/self-introduction/read/${alice.uid}`)).body.data).toEqual({ selfIntroductionResourcesResp: null });
  });

  it('refuses a letter as the proof', async () => {
    const letter = await uploadFile(asAlice, 'recommendation-letter', 'l.pdf', pdf());
    const before = (await asAlice.get<Envelope>(`${API}/certificate-employment/read/${alice.uid}`)).body.data;
    const res = await asAlice.post<Envelope<FieldErrors>>(`${API}/certificate-employment/update/${alice.uid}`, { certificateEmploymentResourcesUid: letter });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([{ field: 'certificateEmploymentResourcesUid', message: messages.fileNotUsable }]);
    expect((await asAlice.get<Envelope>(`${API}/certificate-employment/read/${alice.uid}`)).body.data).toEqual(before);
    expect(await attachedAt(letter)).toBeNull();
  });
});

describe('file limits of the steps', () => {
  const CREATE = '/api/resources/v1/create';
  it('stops a letter at 10 MB + 1 byte and a video at 50 MB + 1 byte with 413', async () => {
    const letter = await asAlice.upload<Envelope>(CREATE, { purpose: 'recommendation-letter' }, { name: 'letter.pdf', content: Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024 + 1 - pdf().length, 32)]) });
    expect(letter.status).toBe(413);
    expect(letter.body.message).toBe('檔案大小不得超過 10MB');
    const video = await asAlice.upload<Envelope>(CREATE, { purpose: 'self-introduction-video' }, { name: 'me.mp4', content: mp4(50 * 1024 * 1024 + 1) });
    expect(video.status).toBe(413);
    expect(video.body.message).toBe('檔案大小不得超過 50MB');
  });

  it('refuses an .exe renamed .jpg and a PDF renamed .png with 415', async () => {
    // Every file row, whoever owns it (the tests of this file run one after another).
    const stored = async () => (await server.app.services.db.selectFrom('resource').select('uid').execute()).length;
    const before = await stored();
    const renamedExe = await asAlice.upload<Envelope>(CREATE, { purpose: 'tourism-photo' }, { name: 'photo.jpg', content: exe() });
    expect(renamedExe.status).toBe(415);
    expect(renamedExe.body.message).toBe('僅支援 PNG、JPG、JPEG 格式');
    const renamedPdf = await asAlice.upload<Envelope>(CREATE, { purpose: 'workplace-photo' }, { name: 'photo.png', content: pdf() });
    expect(renamedPdf.status).toBe(415);
    expect(renamedPdf.body.message).toBe('僅支援 PNG、JPG、JPEG 格式');
    expect(await stored()).toBe(before);
  });
});
