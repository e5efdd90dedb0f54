// The erase component test's data (SERVE_SETUP of serve-process.ts): an admin and a reviewer signed in, a
// withdrawn individual entry and one still under review. Answers their session cookies and the entries' uids.
import { createRegistrant } from './registrant';
import { signedInStaff } from './staff';
import type { TestServer } from './test-server';

export interface EraseSetup {
  admin: string;
  reviewer: string;
  withdrawn: string;
  submitted: string;
}

export default async function eraseSetup(server: TestServer): Promise<EraseSetup> {
  const admin = (await signedInStaff(server, 'admin')).client;
  const reviewer = (await signedInStaff(server, 'reviewer')).client;
  const withdrawn = await createRegistrant(server.app, { status: 'withdrawn', entityType: 'individual' });
  await server.app.services.db.updateTable('registration').set({ previous_status: 'submitted' }).where('uid', '=', withdrawn.uid).execute();
  const submitted = await createRegistrant(server.app, { status: 'submitted', entityType: 'individual' });
  return { admin: admin.cookie('ta_staff')!, reviewer: reviewer.cookie('ta_staff')!, withdrawn: withdrawn.uid, submitted: submitted.uid };
}
