// Once per test run, before the test processes start: the migrated and seeded databases that test servers
// start as copies of (helpers/database-templates.ts), removed when the run ends.
import type { TestProject } from 'vitest/node';
import { makeDatabaseTemplates } from './helpers/make-database-templates';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, remove } = await makeDatabaseTemplates(process.env.TEST_DATABASE_URL);
  project.provide('databaseTemplates', templates);
  return remove;
}
