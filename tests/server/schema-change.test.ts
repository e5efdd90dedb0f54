// A product owner changes a rule in schemas/ (schemas/README.md): here the job title's limit, 100 → 80,
// with its message, in a copy of the folder. The server built on that copy answers with the new rule
// and the new message, on registration and on edit, with no code change.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestValidators } from '../../src/server/contract/validation';
import { solveCaptcha } from '../helpers/captcha';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { individualBody, readLookups, register, updateBodyOf, uploadCandidatePhoto, type Envelope, type FieldErrors } from './registration-fixtures';

const NEW_MESSAGE = '職稱細項不得超過 80 字';

let dir: string;
let server: TestServer;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ta-schemas-'));
  await cp('schemas', dir, { recursive: true });
  // The edit a product owner makes: the rule and its message, side by side in the schema.
  const file = join(dir, 'common.schema.json');
  const common = JSON.parse(await readFile(file, 'utf8'));
  common.$defs.jobTitle.maxLength = 80;
  common.$defs.jobTitle.errorMessage.maxLength = NEW_MESSAGE;
  await writeFile(file, JSON.stringify(common, null, 2));
  server = await startTestServer({}, { schemasDir: dir });
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a changed schema copy', () => {
  it('is what the server applies: 81 characters are refused with the new message, 80 accepted', async () => {
    const client = server.client();
    const l = await readLookups(client);
    const photo = await uploadCandidatePhoto(client);

    const tooLong = await client.post<Envelope<FieldErrors>>('/api/registrations/v1/create', { ...individualBody(l, photo, { indJobTitle: '導'.repeat(81) }), cfToken: 'x' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.data.errors).toEqual([{ field: 'indJobTitle', message: NEW_MESSAGE }]);

    const body = individualBody(l, photo, { indJobTitle: '導'.repeat(80) });
    const ok = await register(client, body);
    expect(ok.status).toBe(200);

    // The edit form's endpoint follows the same definition.
    await client.post('/api/auth/v1/sign-in', { registrationNumber: ok.body.data.registrationNumber, accessCode: ok.body.data.accessCode, cfToken: await solveCaptcha(client) });
    const edit = await client.post<Envelope<FieldErrors>>(`/api/registrations/v1/update/${ok.body.data.uid}`, updateBodyOf(body, { indJobTitle: '導'.repeat(81) }));
    expect(edit.status).toBe(400);
    expect(edit.body.data.errors).toEqual([{ field: 'indJobTitle', message: NEW_MESSAGE }]);
  });

  it('leaves the shipped schemas as they were (81 characters pass the 100 limit)', () => {
    const shipped = new RequestValidators();
    const errors = shipped.validate('registration-individual.schema.json', { indJobTitle: '導'.repeat(81) });
    expect(errors.find((e) => e.field === 'indJobTitle')).toBeUndefined();
    expect(shipped.validate('registration-individual.schema.json', { indJobTitle: '導'.repeat(101) })).toContainEqual({ field: 'indJobTitle', message: '職稱細項不得超過 100 字' });
  });
});
