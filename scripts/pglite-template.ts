// `npm run db:template`: makes the embedded database's template (src/server/platform/db/pglite-template.ts):
// PGlite's own initdb, with our settings, in a temporary directory, packed. Run it after upgrading
// @electric-sql/pglite: a template of another version is not used (a first start falls back to
// initdb), and tests/server/pglite-footprint.test.ts fails until it is made again.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from '../src/server/platform/db/pglite-options';
import { installedPgliteVersion, TEMPLATE_ARCHIVE, TEMPLATE_STAMP, type TemplateStamp } from '../src/server/platform/db/pglite-template';
import { packDirectory } from '../src/server/platform/db/pglite-template-archive';

const dir = await mkdtemp(join(tmpdir(), 'pglite-template-'));
try {
  const pgDir = join(dir, 'pglite');
  const pglite = await PGlite.create(await pgliteOptions(pgDir, false));
  await pglite.close(); // a clean shutdown: a checkpoint, nothing left to replay
  const archive = packDirectory(pgDir);
  await writeFile(TEMPLATE_ARCHIVE, archive);
  const stamp: TemplateStamp = { pglite: installedPgliteVersion() };
  await writeFile(TEMPLATE_STAMP, `${JSON.stringify(stamp, null, 2)}\n`);
  console.log(`${TEMPLATE_ARCHIVE}: ${(archive.length / 1e6).toFixed(2)} MB, PGlite ${stamp.pglite}`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
