// Shared steps of the upload-workflow server tests: upload a file, fill the whole required set.
import { expect } from 'vitest';
import { jpeg, pdf } from '../helpers/files';
import type { TestClient } from '../helpers/test-client';
import type { TestRegistrant } from '../helpers/registrant';

export type Envelope<T = Record<string, unknown>> = { code: number; message: string; data: T };
export const API = '/api/registrations/v1';

export const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

export async function uploadFile(client: TestClient, purpose: string, name: string, content: Buffer): Promise<string> {
  const res = await client.upload<Envelope<{ uid: string }>>('/api/resources/v1/create', { purpose }, { name, content });
  expect(res.status, res.text).toBe(200);
  return res.body.data.uid;
}

export async function addTourismPhoto(client: TestClient, who: TestRegistrant, caption = '活動照片') {
  const uid = await uploadFile(client, 'tourism-photo', 'event.jpg', await jpeg());
  return client.post<Envelope<{ uid: string; orderIndex: number }>>(`${API}/pictures/create`, {
    registrationUid: who.uid,
    pictureResourcesUid: uid,
    pictureDescription: caption,
  });
}

export async function addWorkplacePhoto(client: TestClient, who: TestRegistrant, content?: Buffer) {
  const uid = await uploadFile(client, 'workplace-photo', 'work.jpg', content ?? (await jpeg()));
  return client.post<Envelope<{ uid: string; pictureResourcesResp: Record<string, unknown> }>>(`${API}/profession-pictures/create`, {
    registrationUid: who.uid,
    pictureResourcesUid: uid,
    pictureDescription: null,
  });
}

/** Fills every item of the required set through the API (as the stepper would). */
export async function fillRequiredSet(client: TestClient, who: TestRegistrant) {
  const ok = (res: { status: number; text: string }) => expect(res.status, res.text).toBe(200);
  ok(await client.post(`${API}/achievements/create`, { registrationUid: who.uid, year: 114, month: 3, achievementCategory: '{product}_tourism', description: b64('推動在地觀光') }));
  ok(await addTourismPhoto(client, who));
  const letter = await uploadFile(client, 'recommendation-letter', '推薦書.pdf', pdf('letter'));
  ok(await client.post(`${API}/recommendation/update/${who.uid}`, { referralMethod: 'self_registration', recommendationResourcesUid: letter, recommendationNumber: null, recommendationSource: '臺北市觀光協會' }));
  for (let i = 0; i < 5; i++) ok(await addWorkplacePhoto(client, who));
  const proof = await uploadFile(client, 'employment-proof', '在職證明.pdf', pdf('proof'));
  ok(await client.post(`${API}/certificate-employment/update/${who.uid}`, { certificateEmploymentResourcesUid: proof }));
}
