// A registration is written whole or not at all: its row, its provisions and its letter in one
// statement, the candidate photo claimed with them (src/server/features/registration/create.ts). A number that
// is already taken is drawn again, and the registrant gets one registration and one letter.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as RegistrationNumber from '../../src/server/features/registration/registration-number';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { groupBody, individualBody, lettersTo, readLookups, register, uploadCandidatePhoto, type Envelope, type Lookups } from './registration-fixtures';

// The next numbers drawn, when a test names them; otherwise the real draw.
const drawn: string[] = [];
vi.mock('../../src/server/features/registration/registration-number', async (importOriginal) => {
  const real = await importOriginal<typeof RegistrationNumber>();
  return { ...real, newRegistrationNumber: (...args: Parameters<typeof real.newRegistrationNumber>) => drawn.shift() ?? real.newRegistrationNumber(...args) };
});

let server: TestServer;
let l: Lookups;
beforeAll(async () => {
  server = await startTestServer();
  l = await readLookups(server.client());
});
afterAll(async () => server?.close());

const rowsFor = async (email: string) => {
  const { db } = server.app.services;
  const registrations = await db.selectFrom('registration').select(['uid', 'registration_number']).where('contact_email', '=', email).execute();
  const letters = await db.selectFrom('mail_queue').select('id').where('to_address', '=', email).execute();
  const provisions = registrations.length
    ? await db.selectFrom('registration_provision').select('provision_id').where('registration_uid', 'in', registrations.map((r) => r.uid)).execute()
    : [];
  return { registrations, letters, provisions };
};

describe('writing a registration', () => {
  it('draws the number again when it is taken: one registration, its provisions and one letter', async () => {
    const first = groupBody(l);
    const taken = await register(server.client(), first);
    expect(taken.status).toBe(200);
    const takenNumber = (taken.body as Envelope<{ registrationNumber: string }>).data.registrationNumber;

    drawn.push(takenNumber, 'G3-000001');
    const body = groupBody(l);
    const res = await register(server.client(), body);
    expect(res.status).toBe(200);
    expect((res.body as Envelope<{ registrationNumber: string }>).data.registrationNumber).toBe('G3-000001');
    const email = String(body.contactEmail);
    const rows = await rowsFor(email);
    expect(rows.registrations.map((r) => r.registration_number)).toEqual(['G3-000001']);
    expect(rows.provisions).toHaveLength((body.provisions as unknown[]).length);
    expect(rows.letters).toHaveLength(1);
    await server.app.services.mail.settled();
    const letters = await lettersTo(server, email);
    expect(letters).toHaveLength(1);
    expect(letters[0]!.text).toContain('G3-000001');
  });

  it('writes nothing when the candidate photo cannot be claimed: no row, no provisions, no letter', async () => {
    const client = server.client();
    const photo = await uploadCandidatePhoto(client);
    expect((await register(client, individualBody(l, photo))).status).toBe(200);
    const body = individualBody(l, photo); // the same photo: already another registration's
    const res = await register(client, body);
    expect(res.status).toBe(400);
    expect(await rowsFor(String(body.contactEmail))).toEqual({ registrations: [], letters: [], provisions: [] });
  });
});
