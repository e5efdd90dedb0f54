// Issue 29 item 9: the once-per-edition draw cannot run while recommendations may still be saved (a draw
// from one ticket was final). Before the recommendation period ends (the upload window's close, from the
// settings) an editor is refused with the closing date; an admin may override with a reason, which the
// draw's audit row keeps.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/shared/generated/api';
import { rocDateTime } from '../../src/shared/taipei-time';
import { createRegistrant } from '../helpers/registrant';
import { signedInStaff } from '../helpers/staff';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

type Envelope<T> = { code: number; message: string; data: T };
type DrawState = components['schemas']['DrawState'];
const API = '/api/admin/v1/draw';

let server: TestServer;
let asAdmin: TestClient;
let asEditor: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  const recommender = await createRegistrant(server.app);
  const recommended = await createRegistrant(server.app, { status: 'submitted' });
  await server.app.services.db
    .updateTable('registration')
    .set({ referral_method: 'referred', recommendation_number: recommender.registrationNumber, recommendation_source: '測試協會', recommended_at: new Date() })
    .where('uid', '=', recommended.uid)
    .execute();
  asAdmin = (await signedInStaff(server, 'admin')).client;
  asEditor = (await signedInStaff(server, 'editor')).client;
  // An early draw needs the seed's commitment too (tests/server/draw-commitment.test.ts).
  const committed = await asAdmin.post(`${API}/commit`, { method: 'sha256', seedSha256: createHash('sha256').update('見證律師 001').digest('hex') });
  expect(committed.status, committed.text).toBe(200);
});
afterAll(async () => server?.close());

describe('a draw before the recommendation period ends', () => {
  it('tells every reader when the period ends', async () => {
    const state = (await asEditor.get<Envelope<DrawState>>(API)).body.data;
    expect(state.closesAt).toBe(new Date(server.config.programme.uploadClosesAt).toISOString());
    expect(Date.parse(state.closesAt)).toBeGreaterThan(Date.now());
    expect(state.tickets).toHaveLength(1);
  });

  it('is refused to an editor, naming the closing date; nothing is drawn', async () => {
    const res = await asEditor.post<Envelope<null>>(`${API}/run`, { seed: '見證律師 001' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`推薦期間至 ${rocDateTime(server.config.programme.uploadClosesAt)} 截止，截止後才能抽獎`);
    expect(await server.app.services.db.selectFrom('reward_draw').select('uid').execute()).toHaveLength(0);
  });

  it("needs an admin's reason, then runs and keeps the reason in the audit row", async () => {
    const bare = await asAdmin.post<Envelope<{ errors: { field: string; message: string }[] }>>(`${API}/run`, { seed: '見證律師 001' });
    expect(bare.status).toBe(400);
    expect(bare.body.data.errors).toEqual([{ field: 'earlyReason', message: '推薦期間尚未截止：提前抽獎須填寫提前抽獎理由' }]);
    const reason = '主管機關指示於頒獎典禮前完成抽獎。';
    const run = await asAdmin.post<Envelope<{ winners: unknown[] }>>(`${API}/run`, { seed: '見證律師 001', earlyReason: reason });
    expect(run.status, run.text).toBe(200);
    const audit = await server.app.services.db.selectFrom('audit_event').select('detail').where('action', '=', 'draw.run').executeTakeFirstOrThrow();
    expect(audit.detail).toMatchObject({ earlyReason: reason, tickets: 1 });
  });
});
