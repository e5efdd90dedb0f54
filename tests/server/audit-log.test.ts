// The audit log keeps what happened: rows commit with the change they record, and nothing rewrites them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../src/server/features/audit/audit-log';
import { startTestServer, type TestServer } from '../helpers/test-server';
import type { AuditAction } from '../../src/shared/audit-labels';

/** A code no feature writes (AuditAction lists those), so that this test's rows are its own. */
const testAction = (code: `test.${string}`) => code as AuditAction;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const db = () => server.app.services.db;

describe('audit log', () => {
  it('keeps who, what, on what and the facts, in order', async () => {
    await recordAudit(db(), { actor: { kind: 'staff', uid: 's-1', label: 'a@example.tw', clientAddress: '127.0.0.1' }, action: testAction('test.first'), subject: { kind: 'registration', uid: 'r-1' }, detail: { from: 'submitted', to: 'eligible' } });
    await recordAudit(db(), { actor: { kind: 'system' }, action: testAction('test.second') });
    const rows = await db().selectFrom('audit_event').selectAll().where('action', 'like', 'test.%').orderBy('id').execute();
    expect(rows.map((r) => r.action)).toEqual(['test.first', 'test.second']);
    expect(rows[0]).toMatchObject({ actor_kind: 'staff', actor_uid: 's-1', actor_label: 'a@example.tw', subject_kind: 'registration', subject_uid: 'r-1', detail: { from: 'submitted', to: 'eligible' }, client_address: '127.0.0.1' });
    expect(rows[0]!.at).toBeInstanceOf(Date);
  });

  it('refuses to change or delete a row', async () => {
    await recordAudit(db(), { actor: { kind: 'system' }, action: testAction('test.kept') });
    await expect(db().updateTable('audit_event').set({ action: 'test.rewritten' } as never).where('action', '=', 'test.kept').execute()).rejects.toThrow(/append-only/);
    await expect(db().deleteFrom('audit_event').where('action', '=', 'test.kept').execute()).rejects.toThrow(/append-only/);
    expect(await db().selectFrom('audit_event').select('action').where('action', '=', 'test.kept').execute()).toHaveLength(1);
  });

  it('is rolled back with the change it records', async () => {
    await expect(
      db().transaction().execute(async (trx) => {
        await recordAudit(trx, { actor: { kind: 'system' }, action: testAction('test.rolled-back') });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db().selectFrom('audit_event').select('action').where('action', '=', 'test.rolled-back').execute()).toHaveLength(0);
  });
});
