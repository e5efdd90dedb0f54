// The route loader's rules for x-roles (issue 17): the server refuses to start on a contract that
// leaves a staff operation unguarded or lets a registrant operation take the staff cookie.
import { describe, expect, it } from 'vitest';
import type { readContract } from '../../src/server/platform/contract/operations';
import { loadOperations } from '../../src/server/platform/contract/operations';

type Doc = ReturnType<typeof readContract>;
const doc = (path: string, op: Record<string, unknown>): Doc => ({ paths: { [path]: { get: { operationId: 'probe', responses: {}, ...op } } }, components: { parameters: {} } }) as unknown as Doc;
const staff = [{ staffCookie: [] }];

describe('x-roles in the contract', () => {
  it('the real contract loads, with roles on every staff operation', () => {
    const ops = loadOperations();
    expect(ops.find((o) => o.operationId === 'staffInvite')?.roles).toEqual(['admin']);
    expect(ops.find((o) => o.operationId === 'staffMe')?.roles).toEqual(['admin', 'reviewer', 'editor', 'juror']);
  });

  it.each([
    ['an /api/admin/ operation without x-roles', doc('/api/admin/v1/x', { security: staff }), /must declare x-roles/],
    ['x-roles outside /api/admin/', doc('/api/news/v1/x', { 'x-roles': ['admin'], security: staff }), /x-roles is for operations under/],
    ['an unknown role', doc('/api/admin/v1/x', { 'x-roles': ['owner'], security: staff }), /distinct roles among admin, reviewer, editor, juror/],
    ['roles without the staff cookie', doc('/api/admin/v1/x', { 'x-roles': ['admin'] }), /needs security \[\{ staffCookie/],
    ['roles beside the registrant cookie', doc('/api/admin/v1/x', { 'x-roles': ['admin'], security: [{ cookieAuth: [] }] }), /needs security \[\{ staffCookie/],
    ['the staff cookie on a registrant operation', doc('/api/news/v1/x', { security: staff }), /staff cookie is for operations under/],
    ['an open staff operation with a session', doc('/api/admin/v1/x', { 'x-roles': [], security: staff }), /takes no session/],
  ])('refuses %s', (_what, contract, message) => {
    expect(() => loadOperations(contract)).toThrow(message);
  });

  it('lets a staff operation name any path parameter without x-owner', () => {
    const contract = doc('/api/admin/v1/registrations/{uid}', { 'x-roles': ['reviewer'], security: staff, parameters: [{ name: 'uid', in: 'path', required: true, schema: { type: 'string' } }] });
    expect(loadOperations(contract)[0]).toMatchObject({ auth: 'staff', roles: ['reviewer'] });
  });
});
