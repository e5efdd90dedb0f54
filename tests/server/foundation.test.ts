// The server's shape: envelopes, contract-driven routing (400, a handler for every operation), the data-directory lock.
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/platform/config/config';
import type { Handlers } from '../../src/server/platform/contract/handler-types';
import { loadOperations } from '../../src/server/platform/contract/operations';
import { registerContract, type CallerGuards } from '../../src/server/platform/contract/register';
import { DataDirLockedError } from '../../src/server/platform/db/data-dir-lock';
import { handlers } from '../../src/server/handlers';
import type { Services } from '../../src/server/platform/contract/services';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('envelopes', () => {
  it('health answers code 0 with the database kind', async () => {
    const res = await server.client().get('/api/health/v1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 0, message: expect.any(String), data: { status: 'ok', database: expect.stringMatching(/pglite|postgres/) } });
  });

  it('public settings carry the programme windows and contact data', async () => {
    const res = await server.client().get<{ data: Record<string, unknown> }>('/api/settings/v1/public');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ edition: 3, editionCategory: 'edition_3rd', registrationOpen: true, uploadOpen: true, captchaProvider: 'altcha' });
    // Notices exist only while a window is not open.
    expect(res.body.data).not.toHaveProperty('registrationNotice');
    expect(res.body.data).not.toHaveProperty('uploadNotice');
    expect(res.body.data.contactExtensions).toHaveLength(2);
  });

  it('an unknown API path is a 404 envelope', async () => {
    const res = await server.client().get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 4004, data: null });
  });

  it('a malformed path parameter is a 400 listing the field in zh-TW', async () => {
    const res = await server.client().get<{ data: { errors: { field: string; message: string }[] } }>('/api/news/v1/read/not-a-uuid');
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([{ field: 'id', message: '識別碼格式不正確' }]);
  });

  it('malformed JSON is a 400 envelope, not a crash', async () => {
    const res = await server.client().request('POST', '/api/news/v1/list', { body: '{oops', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    // The contract's BadRequest shape, like every other 400 (tests/server/api-conformance.test.ts walks every operation).
    expect(res.body).toEqual({ code: 1000, message: '請求格式錯誤，請檢查輸入內容', data: { errors: [{ field: '', message: '請求內容不是有效的 JSON 格式' }] } });
  });

  it('a body failing its schema lists every failing field with the schema messages', async () => {
    const res = await server.client().post<{ data: { errors: { field: string; message: string }[] } }>('/api/registrations/v1/create', {
      entityType: 'group',
      contactEmail: 'not-an-email',
      grpCompanyUniformNumber: '12345678',
    });
    expect(res.status).toBe(400);
    const byField = Object.fromEntries(res.body.data.errors.map((e) => [e.field, e.message]));
    expect(byField.contactEmail).toBe('請輸入有效的電子郵件地址');
    expect(byField.grpCompanyUniformNumber).toBe('統一編號須為 8 位數字且檢查碼正確');
    expect(byField.agreedToTerms).toBe('請同意承諾事項');
  });

  it('unknown fields are refused, never stored', async () => {
    const res = await server.client().post<{ data: { errors: { field: string }[] } }>('/api/news/v1/list', { newsCategory: null, admin: true });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toContainEqual({ field: 'admin', message: '不接受的欄位' });
  });
});

describe('contract-driven routing', () => {
  it('every handler names an operation of the contract', () => {
    const ids = new Set(loadOperations().map((o) => o.operationId));
    expect(Object.keys(handlers).filter((k) => !ids.has(k))).toEqual([]);
  });

  it('every operation declares ownership or a public parameter for its path parameters', () => {
    for (const op of loadOperations()) {
      const pathParams = op.params.filter((p) => p.in === 'path');
      // Staff operations may name anything: their x-roles guards them (tests/security/access-control.test.ts).
      for (const p of pathParams) expect(op.owner !== undefined || p.public || (op.auth === 'staff' && op.roles!.length > 0), `${op.operationId} {${p.name}}`).toBe(true);
      if (op.owner) expect(op.auth, op.operationId).toBe('required');
    }
  });

  it('every operation of the contract has a handler', () => {
    const ids = loadOperations().map((o) => o.operationId);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => !(id in handlers))).toEqual([]);
  });

  it('a server missing a handler refuses to boot, naming the operation, before touching its data', async () => {
    const { healthCheck: _dropped, ...withoutHealth }: Handlers = handlers;
    const dataDir = join(tmpdir(), `ta-never-${process.pid}-${Date.now()}`);
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, { serveWeb: false });
    await expect(buildApp(config, { handlers: withoutHealth })).rejects.toThrow('No handler for contract operation(s): healthCheck');
    expect(existsSync(dataDir)).toBe(false);
    // The contract's registration checks as well, whoever calls it.
    const app = Fastify();
    try {
      expect(() => registerContract(app, {} as Services, withoutHealth, {} as CallerGuards)).toThrow(/healthCheck/);
      expect(app.hasRoute({ method: 'GET', url: '/api/health/v1' })).toBe(false);
    } finally {
      await app.close();
    }
  });
});

describe('embedded database', () => {
  it('refuses a second server on the same data directory', async () => {
    const embedded = await startTestServer({ DATABASE_URL: '' }); // the lock guards PGlite, whatever the suite runs on
    try {
      const config = loadConfig({ DATA_DIR: embedded.dataDir, LOG_LEVEL: 'silent' }, { serveWeb: false });
      await expect(buildApp(config)).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await embedded.close();
    }
  });
});
