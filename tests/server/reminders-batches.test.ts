// A reminder run shares the embedded database's only session with every request: a transaction holds
// that session to itself until it commits, so a run's transactions must stay a few statements long
// (issue 29, item 20). Before, each batch of letters read every registration's submission inside its
// transaction: about 300 statements during which no request was answered.
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../src/server/features/audit/audit-log';
import { sendReminders, type SendServices } from '../../src/server/features/reminders/send-reminders';
import type { Database } from '../../src/server/platform/db/index';
import { createRegistrant } from '../helpers/registrant';
import { startTestServer, type TestServer } from '../helpers/test-server';

const DAYS = 7;
const REGISTRATIONS = 60;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  for (let i = 0; i < REGISTRATIONS; i++) await createRegistrant(server.app, { entityType: i % 2 ? 'group' : 'individual' });
}, 120_000);
afterAll(async () => server?.close());

/** The database, its transactions counted: how many statements each one sent while it held the session. */
function countingTransactions(db: Database): { db: Database; statements: number[] } {
  const statements: number[] = [];
  const counted = new Proxy(db, {
    get(target, prop) {
      if (prop !== 'transaction') {
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      }
      return () => {
        const builder = target.transaction();
        return {
          execute: <T>(work: (trx: Database) => Promise<T>) =>
            builder.execute((trx) => {
              const index = statements.push(0) - 1;
              const counter: KyselyPlugin = {
                transformQuery: (args) => ((statements[index] = (statements[index] ?? 0) + 1), args.node),
                transformResult: async (args) => args.result,
              };
              return work(trx.withPlugin(counter) as unknown as Database);
            }),
        };
      };
    },
  });
  return { db: counted, statements };
}

describe('a reminder run', () => {
  it('queues every letter in transactions of a few statements each, so requests are answered between them', async () => {
    const services = server.app.services;
    const { db, statements } = countingTransactions(services.db);
    const sendServices: SendServices = { config: services.config, validators: services.validators, mail: services.mail, db };
    const sent = await sendReminders(sendServices, DAYS, SYSTEM_ACTOR, 'send-now');

    expect(sent).toBeGreaterThanOrEqual(REGISTRATIONS);
    const queued = await services.db.selectFrom('reminder_sent').select((eb) => eb.fn.countAll<string | number>().as('n')).where('days', '=', DAYS).executeTakeFirstOrThrow();
    expect(Number(queued.n)).toBe(sent);
    expect(statements.length).toBeGreaterThan(1);
    expect(Math.max(...statements)).toBeLessThanOrEqual(4);
  }, 120_000);
});
