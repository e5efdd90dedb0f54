// One truth for who won (issue 28): the winner list of the edition under way and the status `awarded` can
// never disagree. Random sequences of what staff can do over HTTP (name a winner, remove one, undo an award,
// publish or hide the list) interleaved with the jury awarding again, with the invariant checked after every
// step: every winner on a list names an awarded registration, and the public list shows no other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/shared/generated/api';
import { prng } from '../helpers/prng';
import { createRegistrant, type TestRegistrant } from '../helpers/registrant';
import { signedInStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

type Envelope<T> = { code: number; message: string; data: T };
type Edition = components['schemas']['AdminAwardsEdition'];
const ADMIN = '/api/admin/v1';
const THIRD = 'edition_3rd';

let server: TestServer;
let editor: TestClient;
let admin: TestClient;
let awardUid: string;
const entries: TestRegistrant[] = [];

const db = () => server.app.services.db;
/** What the jury's stage-2 decision leaves: awarded, one step back to finalist. */
const juryAwards = (uid: string) => db().updateTable('registration').set({ status: 'awarded', previous_status: 'finalist' }).where('uid', '=', uid).execute();

beforeAll(async () => {
  server = await startTestServer();
  editor = (await signedInStaff(server, 'editor')).client;
  admin = (await signedInStaff(server, 'admin')).client;
  for (let i = 0; i < 5; i++) entries.push(await createRegistrant(server.app, { status: 'finalist' }));
  const created = await editor.post<Envelope<Edition>>(`${ADMIN}/awards/create?editionCategory=${THIRD}`, { title: '觀光金質獎' });
  awardUid = created.body.data.awards.at(-1)!.uid;
});
afterAll(async () => server?.close());

async function assertOneTruth(step: string) {
  const winners = await db()
    .selectFrom('award_winner')
    .innerJoin('award', 'award.uid', 'award_winner.award_uid')
    .innerJoin('registration', 'registration.uid', 'award_winner.registration_uid')
    .select(['registration.uid', 'registration.status'])
    .where('award_winner.deleted_at', 'is', null)
    .where('award.deleted_at', 'is', null)
    .where('award.edition_category', '=', THIRD)
    .execute();
  expect(winners.filter((w) => w.status !== 'awarded'), step).toEqual([]);
  const shown = (await server.client().post<Envelope<components['schemas']['AwardGroup'][]>>('/api/awards/v1/list-all', { editionCategory: THIRD })).body.data;
  const awarded = new Set((await db().selectFrom('registration').select('organization_name').where('status', '=', 'awarded').execute()).map((r) => r.organization_name));
  for (const group of shown) for (const w of group.winners) expect(awarded.has(w.organizationName ?? ''), step).toBe(true);
}

describe('the winner list and the status awarded', () => {
  it.each([1, 2, 3])('never disagree, whatever staff do (seed %i)', async (seed) => {
    const random = prng(seed);
    for (let step = 0; step < 40; step++) {
      const entry = random.pick(entries);
      const op = random.pick(['jury', 'name', 'remove', 'undo', 'publish', 'hide'] as const);
      if (op === 'jury') await juryAwards(entry.uid);
      if (op === 'name') await editor.post(`${ADMIN}/awards/${awardUid}/winners`, { registrationUid: entry.uid, entityType: 'group' });
      if (op === 'remove') {
        const listed = (await editor.get<Envelope<Edition>>(`${ADMIN}/awards/list?editionCategory=${THIRD}`)).body.data.awards.find((a) => a.uid === awardUid)!.winners;
        if (listed.length > 0) await editor.post(`${ADMIN}/winners/${random.pick(listed).uid}/delete`, {});
      }
      if (op === 'undo') await admin.post(`${ADMIN}/registrations/${entry.uid}/transition`, { action: 'UNDO', reason: '決審結果更正' });
      if (op === 'publish' || op === 'hide') await editor.post(`${ADMIN}/editions/publish`, { editionCategory: THIRD, board: 'awards', published: op === 'publish' });
      await assertOneTruth(`seed ${seed}, step ${step}: ${op} ${entry.registrationNumber}`);
    }
  });

  it('refuses to undo an award on a published list, and takes it off a list not yet published', async () => {
    const [onPublic, onDraft] = [entries[0]!, entries[1]!];
    await juryAwards(onPublic.uid);
    await juryAwards(onDraft.uid);
    await editor.post(`${ADMIN}/editions/publish`, { editionCategory: THIRD, board: 'awards', published: false });
    for (const e of [onPublic, onDraft]) expect((await editor.post(`${ADMIN}/awards/${awardUid}/winners`, { registrationUid: e.uid, entityType: 'group' })).status).toBe(200);
    expect((await editor.post(`${ADMIN}/editions/publish`, { editionCategory: THIRD, board: 'awards', published: true })).status).toBe(200);
    const refused = await admin.post<Envelope<null>>(`${ADMIN}/registrations/${onPublic.uid}/transition`, { action: 'UNDO', reason: '更正' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('已公開的得獎名單');
    expect((await db().selectFrom('registration').select('status').where('uid', '=', onPublic.uid).executeTakeFirstOrThrow()).status).toBe('awarded');

    await editor.post(`${ADMIN}/editions/publish`, { editionCategory: THIRD, board: 'awards', published: false });
    const undone = await admin.post(`${ADMIN}/registrations/${onDraft.uid}/transition`, { action: 'UNDO', reason: '更正' });
    expect(undone.status, undone.text).toBe(200);
    const left = await db().selectFrom('award_winner').select('deleted_at').where('registration_uid', '=', onDraft.uid).execute();
    expect(left.every((w) => w.deleted_at !== null)).toBe(true);
    const audit = await db().selectFrom('audit_event').select('detail').where('action', '=', 'award.winner.delete').execute();
    expect(audit.some((a) => (a.detail as { registrationUid?: string }).registrationUid === onDraft.uid)).toBe(true);
  });
});
