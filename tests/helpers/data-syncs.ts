// fdatasync cannot be seen from outside the process; a test can watch every FileHandle's datasync() (the
// one a temp file's writer calls as it writes back: src/server/platform/storage/temp-writer.ts).
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { vi } from 'vitest';

type DataSync = () => Promise<void>;

/** Spies on FileHandle#datasync, shared by every handle (`dir`: where a probe file is opened to reach it). Restore it after. */
export async function watchDataSyncs(dir: string) {
  const probe = await open(join(dir, 'probe'), 'w');
  const proto = Object.getPrototypeOf(probe) as { datasync: DataSync };
  await probe.close();
  return vi.spyOn(proto, 'datasync');
}
