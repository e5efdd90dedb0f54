// Group commit (issue 33): concurrent commits into one directory share its fsync instead of queuing one
// each on the disk, and no commit is acknowledged by a sync that began before its own rename.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskSync, LocalFileStore, type DiskSync } from '../../src/server/platform/storage/file-store';
import { groupDirectorySyncs } from '../../src/server/platform/storage/group-commit';

/** A directory sync that takes a few milliseconds, recording when each began and ended. */
function slowDirectories(fail: (n: number) => boolean = () => false) {
  const syncs: { path: string; began: number; ended: number }[] = [];
  let clock = 0;
  const sync: DiskSync = {
    data: async () => undefined,
    dir: async (path) => {
      const entry = { path, began: ++clock, ended: 0 };
      syncs.push(entry);
      await new Promise((r) => setTimeout(r, 5));
      entry.ended = ++clock;
      if (fail(syncs.length)) throw new Error(`sync ${syncs.length} failed`);
    },
  };
  return { syncs, sync, now: () => ++clock };
}

describe('directory syncs are shared by the commits that arrive together', () => {
  it('twenty callers at once: two syncs, and each caller is answered by one that began after it called', async () => {
    const { syncs, sync, now } = slowDirectories();
    const grouped = groupDirectorySyncs(sync);
    const calls = Array.from({ length: 20 }, () => {
      const calledAt = now();
      return grouped.dir('/files/2026/11').then(() => ({ calledAt, answeredAt: now() }));
    });
    const answers = await Promise.all(calls);
    expect(syncs.length).toBe(2);
    for (const { calledAt, answeredAt } of answers) {
      expect(syncs.some((s) => s.began > calledAt && s.ended < answeredAt), `call at ${calledAt}`).toBe(true);
    }
  });

  it('the first caller starts at once; later arrivals wait for the next sync, not the running one', async () => {
    const { syncs, sync } = slowDirectories();
    const grouped = groupDirectorySyncs(sync);
    const first = grouped.dir('/d');
    expect(syncs.length).toBe(1);
    const second = grouped.dir('/d');
    const third = grouped.dir('/d');
    await first;
    expect(syncs.length).toBe(1);
    await Promise.all([second, third]);
    expect(syncs.length).toBe(2);
    // Quiet again: a lone caller gets a sync of its own.
    await grouped.dir('/d');
    expect(syncs.length).toBe(3);
  });

  it('different directories never share a sync', async () => {
    const { syncs, sync } = slowDirectories();
    const grouped = groupDirectorySyncs(sync);
    await Promise.all([grouped.dir('/a'), grouped.dir('/b'), grouped.dir('/a'), grouped.dir('/b')]);
    expect(syncs.filter((s) => s.path === '/a')).toHaveLength(2);
    expect(syncs.filter((s) => s.path === '/b')).toHaveLength(2);
  });

  it('a failed sync fails only the callers it was answering; the next group gets its own', async () => {
    const { sync } = slowDirectories((n) => n === 1);
    const grouped = groupDirectorySyncs(sync);
    const first = grouped.dir('/d');
    const waiting = grouped.dir('/d');
    await expect(first).rejects.toThrow('sync 1 failed');
    await expect(waiting).resolves.toBeUndefined();
  });
});

describe('LocalFileStore commits through the shared syncs', () => {
  let base = '';
  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'ta-group-'));
  });
  afterAll(async () => rm(base, { recursive: true, force: true }));

  it('twenty files stored at once into one month: every one readable, far fewer syncs of the month than files', async () => {
    const dirSyncs: string[] = [];
    const counting: DiskSync = {
      data: (path, opened) => diskSync.data(path, opened),
      dir: async (path) => {
        dirSyncs.push(path);
        await diskSync.dir(path);
      },
    };
    const store = new LocalFileStore(join(base, 'files'), counting);
    const month = new Date('2026-11-27T00:00:00Z');
    const keys = Array.from({ length: 20 }, () => store.keyFor(randomUUID(), month));
    await store.put(keys[0]!, Buffer.from('first')); // makes the directories
    dirSyncs.length = 0;
    await Promise.all(keys.slice(1).map((key, i) => store.put(key, Buffer.from(`file ${i}`))));
    for (const [i, key] of keys.slice(1).entries()) expect(await readFile(join(base, 'files', key), 'utf8')).toBe(`file ${i}`);
    const monthDir = dirname(join(base, 'files', keys[0]!));
    const monthSyncs = dirSyncs.filter((p) => p === monthDir).length;
    expect(monthSyncs).toBeGreaterThanOrEqual(1);
    expect(monthSyncs).toBeLessThan(19);
  });
});
