// The import direction of scripts/lint-layers.mjs (run by `npm run lint`): the repository follows it, and
// each rule fails on a deliberate violation in a small tree of its own.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLayers } from '../../scripts/lint-layers.mjs';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A tree of files (path -> text) in a fresh directory. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'layers-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const sound = {
  'src/server/platform/db/index.ts': 'export const db = 1;\n',
  'src/server/features/news/index.ts': "export { news } from './news';\n",
  'src/server/features/news/news.ts': "import { db } from '../../platform/db/index';\nexport const news = db;\n",
  // A queries module builds the statements; its handlers only call it (a comment may still name the calls).
  'src/server/features/news/news-queries.ts': "export const newsList = (db) => db.selectFrom('news').selectAll().execute();\n",
  'src/server/features/news/handlers.ts':
    "import { newsList } from './news-queries';\n// newsList, not db.selectFrom('news'): handlers hold no SQL.\nexport const newsHandlers = { newsList: ({ db }) => newsList(db) };\n",
  'src/server/features/awards/index.ts': "import { news } from '../news';\nexport const awards = news;\n",
  'src/server/app.ts': "import { awards } from './features/awards';\nexport const app = awards;\n",
  'src/ui/article.tsx': 'export const Article = 1;\n',
  'src/web/page.tsx': "import { Article } from '../ui/article';\nexport const page = Article;\n",
  'src/admin/page.tsx': "import { Article } from '../ui/article';\nexport const preview = Article;\n",
};

describe('import direction', () => {
  it('holds in this repository', () => {
    expect(checkLayers(join(__dirname, '..', '..'))).toEqual([]);
  });

  it('holds in a sound tree', () => {
    expect(checkLayers(tree(sound))).toEqual([]);
  });

  it('refuses platform code importing a feature', () => {
    const root = tree({ ...sound, 'src/server/platform/db/index.ts': "import type { news } from '../../features/news';\nexport const db = 1;\n" });
    const problems = checkLayers(root);
    expect(problems.some((p) => p.startsWith('src/server/platform/db/index.ts:1 imports src/server/features/news/index.ts: platform never imports a feature'))).toBe(true);
    // ...which is also a cycle: db -> news -> db.
    expect(problems.some((p) => p.includes('import cycle between folders src/server/features/news, src/server/platform/db'))).toBe(true);
  });

  it("refuses reaching into another feature's files instead of its index", () => {
    const root = tree({ ...sound, 'src/server/features/awards/index.ts': "import { news } from '../news/news';\nexport const awards = news;\n" });
    expect(checkLayers(root)).toEqual([
      'src/server/features/awards/index.ts:1 imports src/server/features/news/news.ts: a feature is reached from outside only through its index.ts (src/server/features/news/index.ts)',
    ]);
  });

  it('refuses a cycle between two features, type imports included', () => {
    const root = tree({ ...sound, 'src/server/features/news/news.ts': "import type { awards } from '../awards';\nexport const news = 1;\n" });
    const [cycle] = checkLayers(root);
    expect(cycle).toContain('import cycle between folders src/server/features/awards, src/server/features/news');
    expect(cycle).toContain('src/server/features/news/news.ts:1 imports src/server/features/awards/index.ts');
  });

  it('refuses query building in a handler file', () => {
    const root = tree({
      ...sound,
      'src/server/features/news/handlers.ts':
        "export const newsHandlers = {\n  newsList: ({ db }) => db.selectFrom('news').selectAll().execute(),\n};\n",
      'src/server/features/news/staff-handlers.ts': "import { sql } from 'kysely';\nexport const ping = (db) => sql<number>`select 1`.execute(db);\n",
      'src/server/features/awards/heroes/staff-handlers.ts': "export const drop = (trx, uid) =>\n  trx.with('gone', (qc) => qc.deleteFrom('hero').where('uid', '=', uid));\n",
      // Not a handler file: a queries module may build them.
      'src/server/features/awards/hero-queries.ts': "export const heroes = (db) => db.selectFrom('hero').selectAll().execute();\n",
    });
    expect(checkLayers(root)).toEqual([
      "src/server/features/awards/heroes/staff-handlers.ts:2: handlers hold no SQL; put the query in the feature's queries module",
      "src/server/features/news/handlers.ts:2: handlers hold no SQL; put the query in the feature's queries module",
      "src/server/features/news/staff-handlers.ts:2: handlers hold no SQL; put the query in the feature's queries module",
    ]);
  });

  it('refuses the back office importing the public site, and shared UI importing either app', () => {
    const root = tree({
      ...sound,
      'src/admin/page.tsx': "import { page } from '../web/page';\nexport const preview = page;\n",
      'src/ui/article.tsx': "import { preview } from '../admin/page';\nexport const Article = preview;\n",
    });
    const problems = checkLayers(root);
    expect(problems).toContain('src/admin/page.tsx:1 imports src/web/page.tsx: src/admin may import only src/ui, src/shared, src/shared/generated, machines');
    expect(problems).toContain('src/ui/article.tsx:1 imports src/admin/page.tsx: src/ui may import only src/shared, src/shared/generated, machines');
  });
});
