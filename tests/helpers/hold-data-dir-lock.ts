// A child process for tests/server/data-dir-lock.test.ts: takes the lock on the directory in argv[2],
// prints LOCKED, then holds it until killed ("hold") or simply reaches its end ("end") without
// releasing it (the lock must not keep the process alive).
import { lockDataDir } from '../../src/server/platform/db/data-dir-lock';

const [dir, mode] = process.argv.slice(2);
await lockDataDir(dir!);
process.stdout.write(`LOCKED ${process.pid}\n`);
if (mode === 'hold') setInterval(() => undefined, 60_000);
