// The machine's own limit for photo uploads (issue 33): the same photos through a bare pipeline doing what
// the server must do to each, and nothing else: decode and re-encode with sharp (the server's settings:
// rotated, ICC profile kept, mozjpeg quality 92), hash, write to a temp file, sync its data, rename it into
// place, sync the directory. Two at a time, one per core. No HTTP, no multipart, no database, no queue.
import { createHash } from 'node:crypto';
import { open, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { tempDir } from './processes.mjs';

async function synced(path, data) {
  const handle = await open(path, 'r');
  try {
    await (data ? handle.datasync() : handle.sync());
  } finally {
    await handle.close();
  }
}

/** Photos per second of the bare pipeline over `photos` (Buffers), `atOnce` at a time. */
export async function barePhotoRate(photos, atOnce = 2) {
  const dir = await tempDir('bench-bare-photos-');
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < photos.length) {
      const n = next++;
      const input = photos[n];
      await sharp(input).metadata();
      const out = await sharp(input).rotate().keepIccProfile().jpeg({ quality: 92, mozjpeg: true }).toBuffer();
      createHash('sha256').update(out).digest('hex');
      const path = join(dir, `photo-${n}`);
      await writeFile(`${path}.part`, out);
      await synced(`${path}.part`, true);
      await rename(`${path}.part`, path);
      await synced(dir, false);
    }
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
  return photos.length / ((performance.now() - started) / 1000);
}
