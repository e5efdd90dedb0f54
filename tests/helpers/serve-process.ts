// Runs a test server (startTestServer) in this process for component tests: the jsdom environment
// transforms modules for the browser and cannot load the server itself. Fixture rows come as JSON
// in SERVE_FIXTURES ({ table: rows[] }), settings in SERVE_ENV ({ NAME: value }), and SERVE_SETUP may name
// a module whose default export runs against the server (its JSON answer follows the URL); the URL is
// printed as "READY <url>[ <json>]"; SIGTERM stops it.
import type { DB } from '../../src/server/platform/db/schema';
import { startTestServer, type TestServer } from './test-server';

const server = await startTestServer(JSON.parse(process.env.SERVE_ENV ?? '{}') as Record<string, string>);
const fixtures = JSON.parse(process.env.SERVE_FIXTURES ?? '{}') as Partial<Record<keyof DB, Record<string, unknown>[]>>;
for (const [table, rows] of Object.entries(fixtures)) {
  if (rows && rows.length > 0) await server.app.services.db.insertInto(table as keyof DB).values(rows as never).execute();
}
const setup = process.env.SERVE_SETUP ? ((await import(process.env.SERVE_SETUP)) as { default: (s: TestServer) => Promise<unknown> }).default : undefined;
const answer = setup ? await setup(server) : undefined;
process.stdout.write(`READY ${server.url}${answer === undefined ? '' : ` ${JSON.stringify(answer)}`}\n`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
