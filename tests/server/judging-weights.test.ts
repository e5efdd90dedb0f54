// A rubric's weights are data (issue 28): a schemas copy whose stage-1 rubric weighs one criterion more
// changes the server's check-free ranking order with the same sheets, without a line of code changed.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRegistrant, type TestRegistrant } from '../helpers/registrant';
import { signedInStaff } from '../helpers/staff';
import { startTestServer, type TestServer } from '../helpers/test-server';

type Ranking = { rows: { registrationUid: string; mean: number }[] };
const J = '/api/admin/v1/judging';
const made: { server: TestServer; dir?: string }[] = [];
afterAll(async () => {
  for (const { server, dir } of made) {
    await server.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  }
});

/** A server (with `serviceWeight` for the first criterion when given), two entries scored alike: the order of its ranking. */
async function orderWith(serviceWeight?: number): Promise<{ order: string[]; entries: TestRegistrant[] }> {
  let dir: string | undefined;
  if (serviceWeight !== undefined) {
    dir = await mkdtemp(join(tmpdir(), 'ta-rubric-'));
    await cp(join(process.cwd(), 'schemas'), dir, { recursive: true });
    const file = join(dir, 'judging', 'stage-1.schema.json');
    const rubric = JSON.parse(await readFile(file, 'utf8'));
    rubric.properties.scores.properties.service['x-weight'] = serviceWeight;
    await writeFile(file, JSON.stringify(rubric));
  }
  const server = await startTestServer({}, dir ? { schemasDir: dir } : {});
  made.push({ server, dir });
  const admin = (await signedInStaff(server, 'admin')).client;
  const juror = await signedInStaff(server, 'juror');
  await juror.client.post(`${J}/declaration`, { affiliations: [], pledge: true });
  const entries = [await createRegistrant(server.app, { status: 'eligible' }), await createRegistrant(server.app, { status: 'eligible' })];
  await admin.post(`${J}/1/settings`, { jurorsPerEntry: 1, scoringClosesAt: null });
  await admin.post(`${J}/1/assign`, {});
  // The first entry excels on service only, the second on everything else.
  const sheets = [
    { service: 10, innovation: 1, sustainability: 1, impact: 1 },
    { service: 1, innovation: 10, sustainability: 10, impact: 10 },
  ];
  for (const [i, e] of entries.entries()) {
    expect((await juror.client.post(`${J}/1/entries/${e.uid}/sheet`, { scores: sheets[i], comment: '評語' })).status).toBe(200);
    expect((await juror.client.post(`${J}/1/entries/${e.uid}/submit`, {})).status).toBe(200);
  }
  const ranking = (await admin.post<{ data: Ranking }>(`${J}/1/ranking`, {})).body.data;
  return { order: ranking.rows.map((r) => r.registrationUid), entries };
}

describe("a rubric's weight", () => {
  // Two servers each (one with a schemas copy that compiles every schema of its own): a minute's room.
  it('as shipped, ranks the all-round entry first', async () => {
    const shipped = await orderWith();
    expect(shipped.order[0]).toBe(shipped.entries[1]!.uid);
  }, 60_000);

  it('made heavier for service in a schemas copy, ranks the service entry first', async () => {
    const heavier = await orderWith(1000);
    expect(heavier.order[0]).toBe(heavier.entries[0]!.uid);
  }, 60_000);
});
