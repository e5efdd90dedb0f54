// A registrant's whole submission through the real API (as the stepper sends it): sign in, the
// required set (a merit, a tourism photo, a self-recommendation with its letter, five workplace photos),
// then the final confirm. The back-office specs start from a submitted registration.
import { expect, type APIRequestContext } from '@playwright/test';
import { jpeg, pdf } from '../tests/helpers/files';
import { registerGroup, securityToken, type Registered } from './api-registrant';

const API = '/api/registrations/v1';
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

async function ok(res: { status(): number; text(): Promise<string> }) {
  expect(res.status(), await res.text()).toBe(200);
}

async function upload(request: APIRequestContext, purpose: string, name: string, mimeType: string, buffer: Buffer): Promise<string> {
  const res = await request.post('/api/resources/v1/create', { multipart: { purpose, file: { name, mimeType, buffer } } });
  await ok(res);
  return ((await res.json()) as { data: { uid: string } }).data.uid;
}

export async function signInByApi(request: APIRequestContext, who: Registered) {
  await ok(await request.post('/api/auth/v1/sign-in', { data: { registrationNumber: who.registrationNumber, accessCode: who.accessCode, cfToken: await securityToken(request) } }));
}

/**
 * A group registration with its required set, submitted. `request` stays signed in as it. With
 * `recommendedBy` (a registration number) step 3 saves that recommender's number instead of a letter.
 */
export async function submittedRegistration(request: APIRequestContext, tag: string, contactName: string, recommendedBy?: string): Promise<Registered> {
  const who = await registerGroup(request, tag, contactName);
  await signInByApi(request, who);
  await ok(await request.post(`${API}/achievements/create`, { data: { registrationUid: who.uid, year: 114, month: 3, achievementCategory: '{product}_tourism', description: b64('舉辦國際旅展，吸引逾十萬人次參觀。') } }));
  const photo = await upload(request, 'tourism-photo', '活動照片.jpg', 'image/jpeg', await jpeg(640, 480));
  await ok(await request.post(`${API}/pictures/create`, { data: { registrationUid: who.uid, pictureResourcesUid: photo, pictureDescription: '國際旅展現場' } }));
  if (recommendedBy) {
    await ok(await request.post(`${API}/recommendation/update/${who.uid}`, { data: { referralMethod: 'referred', recommendationNumber: recommendedBy, recommendationSource: '測試觀光協會' } }));
  } else {
    const letter = await upload(request, 'recommendation-letter', '推薦書.pdf', 'application/pdf', pdf('letter'));
    await ok(await request.post(`${API}/recommendation/update/${who.uid}`, { data: { referralMethod: 'self_registration', recommendationResourcesUid: letter, recommendationNumber: null, recommendationSource: '臺北市觀光協會' } }));
  }
  for (let i = 0; i < 5; i++) {
    const work = await upload(request, 'workplace-photo', `工作場所-${i + 1}.jpg`, 'image/jpeg', await jpeg(320 + i, 240));
    await ok(await request.post(`${API}/profession-pictures/create`, { data: { registrationUid: who.uid, pictureResourcesUid: work, pictureDescription: null } }));
  }
  await ok(await request.post(`${API}/confirm/${who.uid}`, { data: { cfToken: await securityToken(request) } }));
  return who;
}
