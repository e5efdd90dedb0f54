// A database that takes the connection and then says nothing (a stuck server, a half-open network
// path) must not hang a request for ever: the query fails with pg-pool's message once the wait limit
// has passed. Needs no PostgreSQL: a TCP server that accepts and stays silent stands for the database.
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPostgres } from '../../src/server/platform/db/index';
import { sql } from '../../src/server/platform/db/kysely-runtime';

let silent: Server;
const sockets: Socket[] = [];
let port = 0;

beforeAll(async () => {
  silent = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  port = (silent.address() as { port: number }).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

it('a query against a database that never answers fails with a timeout message instead of waiting for ever', async () => {
  const handle = await openPostgres(`postgres://u:p@127.0.0.1:${port}/db`, 300);
  try {
    const started = Date.now();
    await expect(sql`select 1`.execute(handle.db)).rejects.toThrow(/timeout/i);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(sockets.length).toBeGreaterThan(0); // it did reach the silent server
  } finally {
    await handle.close();
  }
});
