// Hostile text (issue 7): script tags, event handlers, javascript: links, SQL fragments, very long
// strings, control characters, emoji, full-width characters... go into every text field of the
// registration (group and individual), achievement, picture caption and recommendation schemas.
// The field lists come from the schemas: a new text field is tried without editing this test. The
// server answers 400, or stores the text as sent (read back equal, after the documented
// normalisation of that field); never 500, never anything else.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeRecommendUnit } from '../../src/shared/recommend-unit';
import { jpeg, pdf } from '../helpers/files';
import { HOSTILE } from '../helpers/hostile-strings';
import type { TestClient } from '../helpers/test-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import {
  groupBody,
  individualBody,
  readLookups,
  register,
  updateBodyOf,
  uploadCandidatePhoto,
  type Envelope,
  type Lookups,
} from '../server/registration-fixtures';

type JsonSchema = {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  contentEncoding?: string;
};
const schemasDir = join(process.cwd(), 'schemas');
const readSchema = (file: string) => JSON.parse(readFileSync(join(schemasDir, file), 'utf8')) as JsonSchema & { $defs?: Record<string, JsonSchema> };
const common = readSchema('common.schema.json');

function resolve(s: JsonSchema): JsonSchema {
  if (s.$ref) {
    const [file, pointer] = s.$ref.split('#');
    const defs = file ? readSchema(file).$defs! : common.$defs!;
    return resolve(defs[pointer!.split("/").pop()!]!);
  }
  return s;
}

/** Properties a person types text into: strings that are not identifiers, choices or security tokens. */
export function textFields(file: string): string[] {
  const schema = readSchema(file);
  return Object.entries(schema.properties ?? {})
    .filter(([name, raw]) => {
      if (name === 'cfToken') return false;
      const options = (raw.anyOf ?? [raw]).map(resolve);
      return options.some((s) => {
        const types = Array.isArray(s.type) ? s.type : [s.type];
        return types.includes('string') && !s.enum && s.const === undefined && s.format !== 'uuid';
      });
    })
    .map(([name]) => name);
}

const registrationFields = {
  group: { create: textFields('registration-group.schema.json'), update: textFields('registration-group-update.schema.json') },
  individual: { create: textFields('registration-individual.schema.json'), update: textFields('registration-individual-update.schema.json') },
};
/** How the server normalises a field before storing it (the rule lives in its module). */
const normalise: Record<string, (v: string) => string> = { recommendUnit: normalizeRecommendUnit, recommendationSource: normalizeRecommendUnit };
const expected = (field: string, value: string) => (normalise[field] ?? ((v: string) => v.trim()))(value);

let server: TestServer;
let l: Lookups;
const tally = { tried: 0, refused: 0, stored: 0 };
beforeAll(async () => {
  server = await startTestServer();
  l = await readLookups(server.client());
});
afterAll(async () => {
  console.info(`hostile inputs: ${tally.tried} tried, ${tally.refused} refused with 400, ${tally.stored} stored verbatim`);
  await server?.close();
});

/** The one acceptable pair of outcomes, with the read-back check when the text was taken. */
async function judge(where: string, res: { status: number; text: string }, readBack: () => Promise<unknown>, field: string, value: string) {
  tally.tried++;
  expect([200, 400], `${where}: ${res.status} ${res.text.slice(0, 200)}`).toContain(res.status);
  if (res.status === 400) {
    tally.refused++;
    expect(JSON.parse(res.text).data.errors.length, where).toBeGreaterThan(0);
    return;
  }
  tally.stored++;
  expect(await readBack(), where).toBe(expected(field, value));
}

async function signedInAs(created: { registrationNumber: string; accessCode: string }): Promise<TestClient> {
  const { signIn } = await import('../helpers/registrant');
  const client = server.client();
  await signIn(client, { uid: '', ...created });
  return client;
}

it('finds the text fields in the schemas', () => {
  expect(registrationFields.group.create).toEqual(expect.arrayContaining(['organizationName', 'contactName', 'contactAddressLine', 'recommendUnit']));
  expect(registrationFields.individual.update).toEqual(expect.arrayContaining(['indName', 'indJobTitle', 'indPersonalIdNumber']));
  expect(textFields('achievement-create.schema.json')).toEqual(['description']);
  expect(textFields('picture-create.schema.json')).toEqual(['pictureDescription']);
  expect(textFields('recommendation-update.schema.json')).toEqual(expect.arrayContaining(['recommendationNumber', 'recommendationSource']));
});

describe.each(['group', 'individual'] as const)('%s registration', (entity) => {
  let uid = '';
  let client: TestClient;
  let base: Record<string, unknown>;
  beforeAll(async () => {
    const anonymous = server.client();
    base = entity === 'group' ? groupBody(l) : individualBody(l, await uploadCandidatePhoto(anonymous));
    const created = await register(anonymous, base);
    expect(created.status).toBe(200);
    uid = created.body.data.uid;
    client = await signedInAs(created.body.data);
  });
  const readField = (field: string) => async () => (await client.get<Envelope>(`/api/registrations/v1/read/${uid}`)).body.data[field];

  it.each(registrationFields[entity].update)('update: %s', async (field) => {
    for (const [name, value] of Object.entries(HOSTILE)) {
      const res = await client.post(`/api/registrations/v1/update/${uid}`, updateBodyOf(base, { [field]: value }));
      await judge(`${field} ← ${name}`, res, readField(field), field, value);
    }
  });

  const createOnly = registrationFields[entity].create.filter((f) => !registrationFields[entity].update.includes(f));
  it.each(createOnly)('create: %s', async (field) => {
    for (const [name, value] of Object.entries(HOSTILE)) {
      const anonymous = server.client();
      const body = entity === 'group' ? groupBody(l, { [field]: value }) : individualBody(l, await uploadCandidatePhoto(anonymous), { [field]: value });
      const res = await register(anonymous, body);
      await judge(`${field} ← ${name}`, res, async () => {
        const own = await signedInAs(res.body.data);
        return (await own.get<Envelope>(`/api/registrations/v1/read/${res.body.data.uid}`)).body.data[field];
      }, field, value);
    }
  });
});

describe('upload steps', () => {
  let uid = '';
  let client: TestClient;
  beforeAll(async () => {
    const anonymous = server.client();
    const created = await register(anonymous, individualBody(l, await uploadCandidatePhoto(anonymous)));
    uid = created.body.data.uid;
    client = await signedInAs(created.body.data);
  });

  it('achievement description (base64 of the text, as the form sends it)', async () => {
    expect(textFields('achievement-create.schema.json')).toEqual(['description']);
    for (const [name, value] of Object.entries(HOSTILE)) {
      const res = await client.post<Envelope<{ uid: string }>>('/api/registrations/v1/achievements/create', {
        registrationUid: uid, year: 114, month: 5, achievementCategory: 'tech_progress', description: Buffer.from(value, 'utf8').toString('base64'),
      });
      const sent = Buffer.from(value, 'utf8').toString('utf8'); // what UTF-8 can carry (a lone surrogate cannot)
      await judge(`description ← ${name}`, res, async () => {
        const list = await client.get<Envelope<{ uid: string; description: string }[]>>(`/api/registrations/v1/achievements/read/${uid}`);
        const entry = list.body.data.find((a) => a.uid === res.body.data.uid)!;
        expect((await client.post(`/api/registrations/v1/achievements/delete/${entry.uid}`)).status).toBe(200);
        return entry.description;
      }, 'description', sent);
    }
  });

  it.each([
    ['picture-create.schema.json', 'pictures', 'tourism-photo'],
    ['profession-picture-create.schema.json', 'profession-pictures', 'workplace-photo'],
  ])('%s caption', async (schemaFile, area, purpose) => {
    const fields = textFields(schemaFile);
    expect(fields.length).toBeGreaterThan(0);
    const up = await client.upload<Envelope<{ uid: string }>>('/api/resources/v1/create', { purpose }, { name: 'p.jpg', content: await jpeg() });
    expect(up.status).toBe(200);
    for (const field of fields) {
      for (const [name, value] of Object.entries(HOSTILE)) {
        const res = await client.post<Envelope<{ uid: string }>>(`/api/registrations/v1/${area}/create`, {
          registrationUid: uid, pictureResourcesUid: up.body.data.uid, [field]: value,
        });
        await judge(`${area}.${field} ← ${name}`, res, async () => {
          const list = await client.get<Envelope<Record<string, string>[]>>(`/api/registrations/v1/${area}/read/${uid}`);
          const entry = list.body.data.find((p) => p.uid === res.body.data.uid)!;
          // Free the photo for the next caption.
          expect((await client.post(`/api/registrations/v1/${area}/delete/${entry.uid}`)).status).toBe(200);
          return entry[field];
        }, field, value);
      }
    }
  });

  it('recommendation source and number', async () => {
    const fields = textFields('recommendation-update.schema.json');
    const letter = await client.upload<Envelope<{ uid: string }>>('/api/resources/v1/create', { purpose: 'recommendation-letter' }, { name: 'r.pdf', content: pdf() });
    expect(letter.status).toBe(200);
    const base = { referralMethod: 'self_registration', recommendationResourcesUid: letter.body.data.uid, recommendationNumber: null, recommendationSource: '觀光署' };
    for (const field of fields) {
      for (const [name, value] of Object.entries(HOSTILE)) {
        const body = field === 'recommendationNumber' ? { ...base, referralMethod: 'referred', recommendationResourcesUid: null, [field]: value } : { ...base, [field]: value };
        const res = await client.post(`/api/registrations/v1/recommendation/update/${uid}`, body);
        await judge(`${field} ← ${name}`, res, async () => (await client.get<Envelope>(`/api/registrations/v1/recommendation/read/${uid}`)).body.data[field], field, value);
      }
    }
  });
});
