// Quotas (issue 15, "abuse that gets nowhere"): no more than the workflow can use. The photo lists'
// limits, the merits per category, the files uploaded and never attached (per registration, per
// client address), and the bytes one registration keeps. Past one: 409 (a count) or 413 (bytes) with
// the zh-TW message of schemas/, and nothing already stored is touched; parallel requests cannot pass
// a count together. Every number comes from schemas/, never typed here.
import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readUploadQuotas } from '../../src/server/features/resources/quotas';
import { readUploadRules, uploadRules } from '../../src/server/features/resources/upload-rules';
import { solveCaptcha } from '../helpers/captcha';
import { jpeg, mp4, pdf } from '../helpers/files';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { API, b64, uploadFile, type Envelope } from './upload-fixtures';

const CREATE = '/api/resources/v1/create';
const readSchema = async <T>(file: string, dir = 'schemas') => JSON.parse(await readFile(join(dir, file), 'utf8')) as T;
type ListSchema = { maxItems: number; errorMessage: { maxItems: string } };

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name))).sort();
}

async function signedIn(server: TestServer): Promise<{ client: TestClient; who: TestRegistrant }> {
  const who = await createRegistrant(server.app, { entityType: 'individual' });
  const client = server.client();
  await signIn(client, who);
  return { client, who };
}

/** Runs `send` and checks that nothing was added: no row, no file (temp folder included). */
async function nothingStored(server: TestServer, send: () => Promise<{ status: number; body: unknown; text: string }>) {
  const files = await listFiles(server.config.filesDir);
  const rows = (await server.app.services.db.selectFrom('resource').select('uid').execute()).length;
  const res = await send();
  expect(await listFiles(server.config.filesDir)).toEqual(files);
  expect((await server.app.services.db.selectFrom('resource').select('uid').execute()).length).toBe(rows);
  return res as { status: number; body: Envelope<unknown>; text: string };
}

describe('with the shipped schemas', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it('tourism photos: the 13th is a 409 with the list schema\'s message; the 12 stay', async () => {
    const list = await readSchema<ListSchema>('picture-list.schema.json');
    const { client, who } = await signedIn(server);
    for (let i = 0; i < list.maxItems; i++) {
      const uid = await uploadFile(client, 'tourism-photo', `p${i}.jpg`, await jpeg());
      const res = await client.post(`${API}/pictures/create`, { registrationUid: who.uid, pictureResourcesUid: uid, pictureDescription: `照片 ${i}` });
      expect(res.status, res.text).toBe(200);
    }
    const extra = await uploadFile(client, 'tourism-photo', 'extra.jpg', await jpeg());
    const res = await client.post<Envelope<null>>(`${API}/pictures/create`, { registrationUid: who.uid, pictureResourcesUid: extra, pictureDescription: '多一張' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(list.errorMessage.maxItems);
    const now = await client.get<Envelope<unknown[]>>(`${API}/pictures/read/${who.uid}`);
    expect(now.body.data).toHaveLength(list.maxItems);
  });

  it('workplace photos: parallel adds past the limit leave exactly the limit', async () => {
    const list = await readSchema<ListSchema>('profession-picture-list.schema.json');
    const { client, who } = await signedIn(server);
    const uploads: string[] = [];
    for (let i = 0; i < list.maxItems + 3; i++) uploads.push(await uploadFile(client, 'workplace-photo', `w${i}.jpg`, await jpeg()));
    const answers = await Promise.all(
      uploads.map((uid) => client.post<Envelope<null>>(`${API}/profession-pictures/create`, { registrationUid: who.uid, pictureResourcesUid: uid, pictureDescription: null })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(list.maxItems);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409);
      expect(a.body.message).toBe(list.errorMessage.maxItems);
    }
    const now = await client.get<Envelope<unknown[]>>(`${API}/profession-pictures/read/${who.uid}`);
    expect(now.body.data).toHaveLength(list.maxItems);
  });

  it('merits: 40 parallel adds never take a category past its limit; other categories are separate', async () => {
    const list = await readSchema<ListSchema>('achievement-list.schema.json');
    const { client, who } = await signedIn(server);
    // Fill the category to 20 below its limit straight in the table (fast), then race 40 adds for the last 20.
    const already = list.maxItems - 20;
    await server.app.services.db
      .insertInto('achievement')
      .values(Array.from({ length: already }, (_, i) => ({ uid: randomUUID(), registration_uid: who.uid, category: '{product}_tourism', year: 114, month: 1 + (i % 12), description: `事蹟 ${i}` })))
      .execute();
    const add = (category: string, i: number) =>
      client.post<Envelope<null>>(`${API}/achievements/create`, { registrationUid: who.uid, year: 113, month: 5, achievementCategory: category, description: b64(`平行新增 ${i}`) });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => add('{product}_tourism', i)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status, a.text).toBe(409);
      expect(a.body.message).toBe(list.errorMessage.maxItems);
    }
    const rows = await server.app.services.db.selectFrom('achievement').select('uid').where('registration_uid', '=', who.uid).execute();
    expect(rows).toHaveLength(list.maxItems);
    // The cap is per category: a bonus merit is still accepted.
    expect((await add('tech_progress', 99)).status).toBe(200);
  });

  it('unattached uploads of a registration: past the margin a 409, nothing stored; attaching one frees a place', async () => {
    const { unattachedPerRegistration: max, unattachedMessage } = server.app.services.uploadQuotas;
    const shipped = await readSchema<{ unattachedPerRegistration: number }>('upload-quotas.json');
    expect(max).toBe(shipped.unattachedPerRegistration);
    const { client, who } = await signedIn(server);
    const uids: string[] = [];
    for (let i = 0; i < max; i++) uids.push(await uploadFile(client, 'recommendation-letter', `letter-${i}.pdf`, pdf(`letter ${i}`)));
    const refused = await nothingStored(server, () => client.upload(CREATE, { purpose: 'recommendation-letter' }, { name: 'one-more.pdf', content: pdf('more') }));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(unattachedMessage(max));
    expect(refused.body.message).toContain(String(max));
    // Every file already stored is still there and downloadable.
    for (const uid of uids.slice(0, 3)) expect((await client.get(`/api/resources/v1/${uid}`)).status).toBe(200);
    // Put one in its slot: the next upload is taken again.
    const saved = await client.post(`${API}/recommendation/update/${who.uid}`, { referralMethod: 'self_registration', recommendationResourcesUid: uids[0], recommendationNumber: null, recommendationSource: '觀光協會' });
    expect(saved.status, saved.text).toBe(200);
    expect((await client.upload(CREATE, { purpose: 'recommendation-letter' }, { name: 'now.pdf', content: pdf('now') })).status).toBe(200);
  });

  it('unattached uploads of a registration: parallel uploads cannot pass the margin together', async () => {
    const { unattachedPerRegistration: max } = server.app.services.uploadQuotas;
    const { client, who } = await signedIn(server);
    const answers = await Promise.all(
      Array.from({ length: max + 10 }, (_, i) => client.upload(CREATE, { purpose: 'employment-proof' }, { name: `proof-${i}.pdf`, content: pdf(`proof ${i}`) })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(max);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(10);
    const rows = await server.app.services.db.selectFrom('resource').select('uid').where('owner_registration_uid', '=', who.uid).execute();
    expect(rows).toHaveLength(max);
  });

  it('anonymous candidate photos: past the margin per client address a 409; one used in a registration frees a place', async () => {
    const { unattachedPerAddress: max, unattachedMessage } = server.app.services.uploadQuotas;
    const client = server.client();
    const send = async () =>
      client.upload<Envelope<{ uid: string }>>(CREATE, { purpose: 'candidate-photo', cfToken: await solveCaptcha(client) }, { name: 'me.jpg', content: await jpeg(120, 160) });
    const first = await send();
    expect(first.status, first.text).toBe(200);
    for (let i = 1; i < max; i++) expect((await send()).status).toBe(200);
    const token = await solveCaptcha(client);
    const photo = await jpeg(120, 160);
    const refused = await nothingStored(server, () => client.upload(CREATE, { purpose: 'candidate-photo', cfToken: token }, { name: 'me.jpg', content: photo }));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(unattachedMessage(max));
    // The photo taken by a registration is no longer unattached: room for one more.
    await server.app.services.db.updateTable('resource').set({ owner_registration_uid: (await createRegistrant(server.app)).uid, attached_at: new Date() }).where('uid', '=', first.body.data.uid).execute();
    expect((await send()).status).toBe(200);
  });
});

describe('the byte quota of a registration (a schema copy with small sizes)', () => {
  const MB = 1024 * 1024;
  let dir: string;
  let server: TestServer;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ta-quota-schemas-'));
    await cp('schemas', dir, { recursive: true });
    // Every purpose 40 KB, the video 200 KB: the quota (every slot's largest file plus the spare) is
    // reached in a few uploads, well before the unattached margin.
    const rules = await readSchema<Record<string, { maxBytes: number }>>('upload-rules.json', dir);
    for (const [purpose, rule] of Object.entries(rules)) if (!purpose.startsWith('$')) rule.maxBytes = purpose === 'self-introduction-video' ? 200 * 1024 : 40 * 1024;
    await writeFile(join(dir, 'upload-rules.json'), JSON.stringify(rules, null, 2));
    server = await startTestServer({}, { schemasDir: dir });
  });
  afterAll(async () => {
    await server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('is derived from the rules: each slot\'s largest file times its count, plus the spare', async () => {
    const quotas = readUploadQuotas(readUploadRules(dir), dir);
    expect(server.app.services.uploadQuotas.bytesPerRegistration).toBe(quotas.bytesPerRegistration);
    const shipped = readUploadQuotas(uploadRules);
    const tourism = (await readSchema<ListSchema>('picture-list.schema.json')).maxItems;
    const workplace = (await readSchema<ListSchema>('profession-picture-list.schema.json')).maxItems;
    const spare = (await readSchema<{ spareLargestUploads: number }>('upload-quotas.json')).spareLargestUploads;
    const r = uploadRules;
    expect(shipped.bytesPerRegistration).toBe(
      r['candidate-photo'].maxBytes + tourism * r['tourism-photo'].maxBytes + workplace * r['workplace-photo'].maxBytes
      + r['recommendation-letter'].maxBytes + r['employment-proof'].maxBytes + r['self-introduction-video'].maxBytes
      + spare * Math.max(...Object.values(r).map((x) => x.maxBytes)),
    );
    expect(shipped.bytesMessage).toContain(`${Math.round(shipped.bytesPerRegistration / MB)}MB`);
  });

  it('past it, a 413 with its message and nothing stored; what was stored stays', async () => {
    const quotas = server.app.services.uploadQuotas;
    const video = server.app.services.uploadRules['self-introduction-video'].maxBytes;
    const { client, who } = await signedIn(server);
    const kept: string[] = [];
    let used = 0;
    while (used + video <= quotas.bytesPerRegistration) {
      kept.push(await uploadFile(client, 'self-introduction-video', `v${kept.length}.mp4`, mp4(video)));
      used += video;
    }
    expect(kept.length).toBeLessThan(quotas.unattachedPerRegistration);
    const refused = await nothingStored(server, () => client.upload(CREATE, { purpose: 'self-introduction-video' }, { name: 'over.mp4', content: mp4(video) }));
    expect(refused.status, refused.text).toBe(413);
    expect(refused.body.message).toBe(quotas.bytesMessage);
    // A file that still fits in what is left is taken.
    const left = quotas.bytesPerRegistration - used;
    if (left > 1024) expect((await client.upload(CREATE, { purpose: 'self-introduction-video' }, { name: 'fits.mp4', content: mp4(left) })).status).toBe(200);
    const rows = await server.app.services.db.selectFrom('resource').select(['uid', 'file_size']).where('owner_registration_uid', '=', who.uid).execute();
    expect(rows.reduce((n, r) => n + Number(r.file_size), 0)).toBeLessThanOrEqual(quotas.bytesPerRegistration);
    for (const uid of kept) expect(rows.map((r) => r.uid)).toContain(uid);
  });

  it('parallel uploads cannot pass it together', async () => {
    const quotas = server.app.services.uploadQuotas;
    const video = server.app.services.uploadRules['self-introduction-video'].maxBytes;
    const { client, who } = await signedIn(server);
    const n = Math.floor(quotas.bytesPerRegistration / video);
    const answers = await Promise.all(
      Array.from({ length: n + 4 }, (_, i) => client.upload(CREATE, { purpose: 'self-introduction-video' }, { name: `p${i}.mp4`, content: mp4(video) })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(n);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.status, a.text).toBe(413);
    const rows = await server.app.services.db.selectFrom('resource').select('file_size').where('owner_registration_uid', '=', who.uid).execute();
    expect(rows.reduce((sum, r) => sum + Number(r.file_size), 0)).toBeLessThanOrEqual(quotas.bytesPerRegistration);
  });
});
