// Staff accounts for tests: created as the CLI and an admin's invitation create them, enrolled and
// signed in over HTTP with codes computed here (otplib, as an authenticator app would).
import { generate } from 'otplib';
import { expect } from 'vitest';
import { createStaffAccount } from '../../src/server/features/staff/accounts';
import type { StaffRole } from '../../src/server/platform/contract/roles';
import type { TestClient } from './test-client';
import type { TestServer } from './test-server';

export const STAFF_PASSWORD = 'correct horse battery staple';

export interface TestStaff {
  uid: string;
  email: string;
  role: StaffRole;
  secret: string;
  recoveryCodes: string[];
}

let seq = 0;

/** The code an authenticator shows `stepsAhead` steps of 30 s from now (the server accepts ±1). */
export const totpCode = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

/** The token of an enrolment link (`…/admin/enrol#<token>`). */
export const tokenOf = (link: string) => link.slice(link.indexOf('#') + 1);

/** Enrols through the link's token: reads the secret, sets the password, proves the current code. */
export async function enrol(client: TestClient, token: string, email: string, role: StaffRole, uid: string): Promise<TestStaff> {
  const read = await client.post<{ data: { secret: string } }>('/api/admin/v1/enrolment/read', { token });
  expect(read.status, read.text).toBe(200);
  const secret = read.body.data.secret;
  const done = await client.post<{ data: { recoveryCodes: string[] } }>('/api/admin/v1/enrolment/complete', { token, password: STAFF_PASSWORD, totpCode: await totpCode(secret) });
  expect(done.status, done.text).toBe(200);
  return { uid, email, role, secret, recoveryCodes: done.body.data.recoveryCodes };
}

/** A new account of `role`, invited (as the CLI does): its uid, e-mail and the enrolment link's token. */
export async function inviteStaff(server: TestServer, role: StaffRole, email = `staff${++seq}-${Date.now()}@example.org`): Promise<{ uid: string; email: string; token: string }> {
  const services = server.app.services;
  const invitation = await services.db.transaction().execute((trx) =>
    createStaffAccount(trx, services, { email, displayName: `測試${role}`, role }, { kind: 'system', label: 'test' }),
  );
  return { uid: invitation.account.uid, email, token: tokenOf(invitation.link) };
}

/** A new, enrolled account of `role` (not signed in). */
export async function createStaff(server: TestServer, role: StaffRole, email?: string): Promise<TestStaff> {
  const invited = await inviteStaff(server, role, email);
  return enrol(server.client(), invited.token, invited.email, role, invited.uid);
}

/**
 * Signs in with the code of the NEXT step: enrolment used the current one, and a step is never
 * accepted twice. (One TOTP sign-in per account per 30 s: further ones use recovery codes.)
 */
export async function staffSignIn(client: TestClient, staff: TestStaff, code?: string) {
  return client.post<{ code: number; message: string; data: unknown }>('/api/admin/v1/auth/sign-in', {
    email: staff.email,
    password: STAFF_PASSWORD,
    code: code ?? (await totpCode(staff.secret, 1)),
  });
}

/** A client signed in as a new account of `role`. */
export async function signedInStaff(server: TestServer, role: StaffRole): Promise<{ client: TestClient; staff: TestStaff }> {
  const staff = await createStaff(server, role);
  const client = server.client();
  const res = await staffSignIn(client, staff);
  expect(res.status, res.text).toBe(200);
  return { client, staff };
}
