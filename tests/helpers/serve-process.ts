// Runs a test server (startTestServer) in this process for component tests: the jsdom environment
// transforms modules for the browser and cannot load the server itself. Fixture rows come as JSON
// in SERVE_FIXTURES ({ table: rows[] }), settings in SERVE_ENV ({ NAME: value }); the URL is printed as "READY <url>"; SIGTERM stops it.
import type { DB } from '../../src/server/platform/db/schema';
import { startTestServer } from './test-server';

const server = await startTestServer(JSON.parse(process.env.SERVE_ENV ?? '{}') as Record<string, string>);
const fixtures = JSON.parse(process.env.SERVE_FIXTURES ?? '{}') as Partial<Record<keyof DB, Record<string, unknown>[]>>;
for (const [table, rows] of Object.entries(fixtures)) {
  if (rows && rows.length > 0) await server.app.services.db.insertInto(table as keyof DB).values(rows as never).execute();
}
process.stdout.write(`READY ${server.url}\n`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
