// Staff accounts with passkeys for tests: enrolment and sign-in over HTTP, the browser's part played by
// the software authenticator (tests/helpers/soft-authenticator.ts).
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { expect } from 'vitest';
import type { StaffRole } from '../../src/server/platform/contract/roles';
import { SoftAuthenticator } from './soft-authenticator';
import { inviteStaff, STAFF_PASSWORD } from './staff';
import type { TestClient } from './test-client';
import type { TestServer } from './test-server';

export interface PasskeyStaff {
  uid: string;
  email: string;
  role: StaffRole;
  authenticator: SoftAuthenticator;
  recoveryCodes: string[];
}

type Ceremony<O> = { code: number; message: string; data: { handle: string; options: O } };
export type Answer = { code: number; message: string; data: unknown };

/** Enrols through the link's token with a passkey made by `authenticator`; answers the recovery codes. */
export async function enrolWithPasskey(client: TestClient, token: string, authenticator: SoftAuthenticator, password = STAFF_PASSWORD) {
  const options = await client.post<Ceremony<PublicKeyCredentialCreationOptionsJSON>>('/api/admin/v1/enrolment/passkey/options', { token });
  expect(options.status, options.text).toBe(200);
  const credential = authenticator.create(options.body.data.options);
  return client.post<{ code: number; message: string; data: { recoveryCodes: string[] } }>('/api/admin/v1/enrolment/passkey/complete', {
    token,
    password,
    handle: options.body.data.handle,
    credential,
  });
}

/** A new account of `role`, enrolled with a passkey of its own authenticator (not signed in). */
export async function createPasskeyStaff(server: TestServer, role: StaffRole): Promise<PasskeyStaff> {
  const invited = await inviteStaff(server, role);
  const authenticator = new SoftAuthenticator(server.config.publicUrl);
  const done = await enrolWithPasskey(server.client(), invited.token, authenticator);
  expect(done.status, done.text).toBe(200);
  return { uid: invited.uid, email: invited.email, role, authenticator, recoveryCodes: done.body.data.recoveryCodes };
}

/** The first step of a passkey sign-in: the handle and the options the server answered. */
export async function passkeySignInOptions(client: TestClient, email: string, password = STAFF_PASSWORD) {
  const res = await client.post<Ceremony<PublicKeyCredentialRequestOptionsJSON>>('/api/admin/v1/auth/passkey/options', { email, password });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

/** A whole passkey sign-in: e-mail and password, then `authenticator`'s signature (`credentialId`: which passkey). */
export async function passkeySignIn(client: TestClient, email: string, authenticator: SoftAuthenticator, options: { password?: string; credentialId?: string } = {}) {
  const ceremony = await passkeySignInOptions(client, email, options.password);
  return client.post<Answer>('/api/admin/v1/auth/passkey/sign-in', { handle: ceremony.handle, credential: authenticator.get(ceremony.options, options.credentialId) });
}
