// A new embedded database starts from a template: the data directory PGlite's initdb makes, made
// once by `npm run db:template` (scripts/pglite-template.ts) and kept in pglite-template/. PGlite's
// own initdb runs in this process in a second PGlite instance beside the first, copies its whole
// 128 MB heap before each of its steps and hands the result over as an in-memory tar: 700–860 MB
// resident at the peak of a first start, and ≈ 300 MB of it kept by the instance afterwards. The
// template is unpacked with plain file writes instead (README, Performance).
import { existsSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { holdsDatabase } from './pglite-dir';
import { fsyncDir, unpackArchive } from './pglite-template-archive';

const here = dirname(fileURLToPath(import.meta.url));
export const TEMPLATE_ARCHIVE = join(here, 'pglite-template', 'pgdata.tar.br');
export const TEMPLATE_STAMP = join(here, 'pglite-template', 'stamp.json');

/** What the template was made with: it fits only the PGlite (so the PostgreSQL build) that made it. */
export interface TemplateStamp {
  pglite: string;
}

/** The installed PGlite's version (its package.json is not among its exports: found from its entry point). */
export function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pkg = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

export function readTemplateStamp(): TemplateStamp | undefined {
  if (!existsSync(TEMPLATE_STAMP) || !existsSync(TEMPLATE_ARCHIVE)) return undefined;
  return JSON.parse(readFileSync(TEMPLATE_STAMP, 'utf8')) as TemplateStamp;
}

/**
 * Makes `pgDir` (PGlite's data directory) from the template when it holds no database yet and the
 * template fits the installed PGlite; true when it did. Anything else (a database, a directory with
 * files in it, a template of another PGlite) is left to PGlite as before. The files are written
 * beside `pgDir` and renamed into place: an interrupted copy is never taken for a database.
 */
export async function createFromTemplate(pgDir: string, sync: boolean): Promise<boolean> {
  if (holdsDatabase(pgDir)) return false;
  if (existsSync(pgDir) && readdirSync(pgDir).length > 0) return false;
  if (readTemplateStamp()?.pglite !== installedPgliteVersion()) return false;
  const partial = `${pgDir}.template-partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { mode: 0o700 });
  await unpackArchive(TEMPLATE_ARCHIVE, partial, sync);
  if (existsSync(pgDir)) rmdirSync(pgDir);
  renameSync(partial, pgDir);
  if (sync) fsyncDir(dirname(pgDir));
  return true;
}
