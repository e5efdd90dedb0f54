// The success page sends the visitor to /pages/register/upload?registrationId=…&confirmationCode=…:
// the request log keeps the path and the parameter names, never a query value (issue 14).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactQuery } from '../../src/server/platform/security/log-url';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
let log = '';
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'info' }, { logStream: { write: (line: string) => void (log += line) } });
});
afterAll(async () => server?.close());

describe('the request log', () => {
  it('records the upload page arrival without the login code', async () => {
    const code = 'Q7ZK4M9WXP';
    await server.client().get(`/pages/register/upload?registrationId=R3-00042&confirmationCode=${code}`);
    await server.client().get(`/api/news/v1/list?confirmationCode=${code}&page=1`);
    const lines = log.split('\n').filter((l) => l.includes('"url"'));
    expect(lines.some((l) => l.includes('/pages/register/upload?registrationId=[redacted]&confirmationCode=[redacted]'))).toBe(true);
    expect(lines.some((l) => l.includes('/api/news/v1/list?confirmationCode=[redacted]&page=[redacted]'))).toBe(true);
    expect(log).not.toContain(code);
    expect(log).not.toContain('R3-00042');
  });
});

describe('redactQuery', () => {
  it('keeps a URL without a query and names without values as they are', () => {
    expect(redactQuery('/pages/news')).toBe('/pages/news');
    expect(redactQuery('/a?flag&x=1')).toBe('/a?flag&x=[redacted]');
  });
});
