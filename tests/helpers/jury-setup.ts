// The jury's component tests' data (SERVE_SETUP of serve-process.ts), made over real HTTP as the people
// would: an admin, a juror who has not declared yet, a juror who has, two eligible entries, and stage 1
// assigned (two jurors per entry: each juror gets both). Answers the jurors' session cookies and the entries.
import { createRegistrant } from './registrant';
import { signedInStaff } from './staff';
import type { TestServer } from './test-server';

export interface JurySetup {
  /** `ta_staff` of a juror who has not declared (the declaration form shows). */
  undeclared: string;
  /** `ta_staff` of a juror who has declared, assigned both entries. */
  declared: string;
  entries: string[];
}

export default async function jurySetup(server: TestServer): Promise<JurySetup> {
  const admin = (await signedInStaff(server, 'admin')).client;
  const undeclared = (await signedInStaff(server, 'juror')).client;
  const declared = (await signedInStaff(server, 'juror')).client;
  const declaration = await declared.post('/api/admin/v1/judging/declaration', { affiliations: [], pledge: true });
  if (declaration.status !== 200) throw new Error(declaration.text);
  const entries = [await createRegistrant(server.app, { status: 'eligible' }), await createRegistrant(server.app, { status: 'eligible', entityType: 'individual' })];
  const settings = await admin.post('/api/admin/v1/judging/1/settings', { jurorsPerEntry: 2, scoringClosesAt: new Date(Date.now() + 7 * 86_400_000).toISOString() });
  if (settings.status !== 200) throw new Error(settings.text);
  const assigned = await admin.post('/api/admin/v1/judging/1/assign', {});
  if (assigned.status !== 200) throw new Error(assigned.text);
  return { undeclared: undeclared.cookie('ta_staff')!, declared: declared.cookie('ta_staff')!, entries: entries.map((e) => e.uid) };
}
