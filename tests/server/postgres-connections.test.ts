// PostgreSQL ends idle connections at times (a restart, a failover, an administrator): the server must
// take a new one at its next query, not crash on the pool's error event. PostgreSQL only: runs when
// TEST_DATABASE_URL names a server (.ci/with-postgres.sh does in CI).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('connections the database ends', () => {
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('an idle connection ended by the database server does not bring the server down; the next request is answered', async () => {
    const client = server.client();
    expect((await client.get('/api/health/v1')).status).toBe(200);

    const database = new URL(server.config.databaseUrl!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const ended = await admin.query('select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // Let the pool hear of it (the FATAL message arrives on the idle sockets).
    await new Promise((resolve) => setTimeout(resolve, 200));

    const health = await client.get<{ data: { status: string; database: string } }>('/api/health/v1');
    expect(health.status).toBe(200);
    expect(health.body.data).toEqual({ status: 'ok', database: 'postgres' });
  });
});
