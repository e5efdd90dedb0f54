// Run in a child process by tests/server/boot-modules.test.ts (a fresh module registry): builds the
// app the way main.ts does, with its workers, and prints as JSON every module file it loaded.
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire, register } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageChannel } from 'node:worker_threads';

const loaded = new Set<string>();
const { port1, port2 } = new MessageChannel();
port1.on('message', (url: string) => loaded.add(url));
register('./loaded-modules-hooks.mjs', import.meta.url, { data: { port: port2 }, transferList: [port2] });

const dataDir = await mkdtemp(join(tmpdir(), 'ta-boot-'));
const { loadConfig } = await import('../../src/server/platform/config/config');
const { buildApp } = await import('../../src/server/app');
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', SHUTDOWN_GRACE_SECONDS: '0' }, { serveWeb: false });
const app = await buildApp(config, { workers: true });
await app.ready();
// The hooks thread posts each URL before the import it resolved completes; one more turn lets the
// last messages in.
await new Promise((resolve) => setTimeout(resolve, 200));
// CJS files required from CJS do not pass the ESM hooks: the require cache has them.
for (const file of Object.keys(createRequire(import.meta.url).cache)) loaded.add(file);
await app.close();
await rm(dataDir, { recursive: true, force: true });
port1.close();
process.stdout.write(JSON.stringify([...loaded]));
