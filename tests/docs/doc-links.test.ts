// Every relative link of README.md, docs/ and schemas/README.md names a file that exists and, with a
// #anchor, a heading of it (scripts/check-doc-links.mjs, also run by hand: node scripts/check-doc-links.mjs).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDocLinks, slugify } from '../../scripts/check-doc-links.mjs';

const root = resolve(import.meta.dirname, '..', '..');

describe('documentation links', () => {
  it('every relative link of the repository resolves, anchors included', () => {
    expect(checkDocLinks(root)).toEqual([]);
  });

  describe('the checker', () => {
    let dir: string | undefined;
    afterEach(() => {
      if (dir) rmSync(dir, { recursive: true, force: true });
      dir = undefined;
    });

    it('reports a missing file and a missing heading, with file and line', () => {
      dir = mkdtempSync(join(tmpdir(), 'doc-links-'));
      mkdirSync(join(dir, 'docs'));
      writeFileSync(
        join(dir, 'README.md'),
        [
          '# Title',
          '',
          'See [operations](docs/operations.md#settings) and [layout](docs/layout.md).',
          'Also [a gone heading](docs/operations.md#no-such-part) and [here](#title).',
          '',
          '```sh',
          'echo "[not a link](nowhere.md)"',
          '```',
          '[Web](https://example.org/x.md) and `[code](nowhere.md)` are left alone.',
        ].join('\n'),
      );
      writeFileSync(join(dir, 'docs', 'operations.md'), '# Operations\n\n## Settings\n\nBack to [README](../README.md#title).\n');
      expect(checkDocLinks(dir)).toEqual([
        { file: 'README.md', line: 3, target: 'docs/layout.md', reason: 'no such file' },
        { file: 'README.md', line: 4, target: 'docs/operations.md#no-such-part', reason: 'no such heading' },
      ]);
    });
  });

  it('slugifies headings as GitHub does', () => {
    expect(slugify('Restart after kill -9')).toBe('restart-after-kill--9');
    expect(slugify('The back office app (/admin/)')).toBe('the-back-office-app-admin');
    expect(slugify('Winners and heroes (/admin/awards 得獎名單管理, /admin/heroes 英雄榜管理: admin, editor)')).toBe(
      'winners-and-heroes-adminawards-得獎名單管理-adminheroes-英雄榜管理-admin-editor',
    );
  });
});
