// What the final submission still lacks, judged once by the server (registrationsSubmissionCheck,
// schemas/confirm-required.schema.json): the browser shows this answer, and the final submission
// refuses with the very same list, so the two can never disagree (e.g. about the recommendation source).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import confirmRequired from '../../schemas/confirm-required.schema.json';
import { solveCaptcha } from '../helpers/captcha';
import { createRegistrant, signIn, type TestRegistrant } from '../helpers/registrant';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { API, fillRequiredSet, type Envelope } from './upload-fixtures';

type Check = { facts: Record<string, number | boolean>; missing: { field: string; message: string }[] };

let server: TestServer;
let alice: TestRegistrant;
let asAlice: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  alice = await createRegistrant(server.app, { entityType: 'individual', category: 'org-ind_hotel-industry-staff' });
  asAlice = server.client();
  await signIn(asAlice, alice);
});
afterAll(async () => server?.close());

const props = confirmRequired.properties;
const checkOf = async (client: TestClient, who: TestRegistrant) => client.get<Envelope<Check>>(`${API}/submission-check/${who.uid}`);

describe('the submission check', () => {
  it('lists every missing item with its zh-TW name, in the schema order, with the facts', async () => {
    const res = await checkOf(asAlice, alice);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.facts).toEqual({ excellentAchievements: 0, achievementPhotos: 0, employmentProofNeed: 'required', employmentProof: false, recommendation: false, workplacePhotos: 0 });
    const proof = confirmRequired.allOf[0]!.then.properties.employmentProof.errorMessage;
    expect(res.body.data.missing).toEqual([
      { field: 'excellentAchievements', message: props.excellentAchievements.errorMessage },
      { field: 'achievementPhotos', message: props.achievementPhotos.errorMessage },
      { field: 'employmentProof', message: proof },
      { field: 'recommendation', message: props.recommendation.errorMessage },
      { field: 'workplacePhotos', message: props.workplacePhotos.errorMessage },
    ]);
  });

  it('is empty once the set is complete; a recommendation without a source is missing again, and the submission refuses with the same list', async () => {
    const bob = await createRegistrant(server.app);
    const asBob = server.client();
    await signIn(asBob, bob);
    await fillRequiredSet(asBob, bob);
    const complete = await checkOf(asBob, bob);
    expect(complete.body.data).toEqual({
      facts: { excellentAchievements: 1, achievementPhotos: 1, employmentProofNeed: 'not-needed', employmentProof: true, recommendation: true, workplacePhotos: 5 },
      missing: [],
    });

    const db = server.app.services.db;
    await db.updateTable('registration').set({ recommendation_source: null }).where('uid', '=', bob.uid).execute();
    const check = await checkOf(asBob, bob);
    expect(check.body.data.facts.recommendation).toBe(false);
    expect(check.body.data.missing).toEqual([{ field: 'recommendation', message: props.recommendation.errorMessage }]);

    const confirm = await asBob.post<Envelope<{ errors: { field: string; message: string }[] }>>(`${API}/confirm/${bob.uid}`, { cfToken: await solveCaptcha(asBob) });
    expect(confirm.status).toBe(400);
    expect(confirm.body.data.errors).toEqual(check.body.data.missing);
    const row = await db.selectFrom('registration').select(['status', 'submitted_at']).where('uid', '=', bob.uid).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'in_progress', submitted_at: null });
  });

  it("is the owner's only: 403 for another registrant, 401 without a session", async () => {
    const carol = await createRegistrant(server.app);
    const asCarol = server.client();
    await signIn(asCarol, carol);
    expect((await checkOf(asCarol, alice)).status).toBe(403);
    expect((await checkOf(server.client(), alice)).status).toBe(401);
  });
});
