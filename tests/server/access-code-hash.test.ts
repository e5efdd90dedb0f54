// Upload login codes are stored as scrypt hashes that name their cost: a code typed with other case,
// spaces or dashes still matches, a wrong code never does, and hashes written before the cost was
// recorded (Node's default cost) still verify.
import { scryptSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashAccessCode, newAccessCode, verifyAccessCode } from '../../src/server/platform/security/tokens';

describe('upload login code hashes', () => {
  it('store the cost, a salt and the hash, never the code', async () => {
    const code = newAccessCode();
    const stored = await hashAccessCode(code);
    expect(stored).toMatch(/^scrypt\$\d+\$[\w-]+\$[\w-]+$/);
    expect(stored).not.toContain(code);
    expect(await hashAccessCode(code)).not.toBe(stored); // a new salt each time
  });

  it('verify the code as people type it, and refuse any other', async () => {
    const code = newAccessCode();
    const stored = await hashAccessCode(code);
    expect(await verifyAccessCode(code, stored)).toBe(true);
    expect(await verifyAccessCode(`${code.slice(0, 5).toLowerCase()}-${code.slice(5)} `, stored)).toBe(true);
    expect(await verifyAccessCode(newAccessCode(), stored)).toBe(false);
  });

  it('verify hashes stored in the older form, without a cost', async () => {
    const salt = randomBytes(16);
    const legacy = `scrypt$${salt.toString('base64url')}$${scryptSync('ABCDEFGHJK', salt, 32).toString('base64url')}`;
    expect(await verifyAccessCode('abcde-fghjk', legacy)).toBe(true);
    expect(await verifyAccessCode('ABCDEFGHJM', legacy)).toBe(false);
  });

  it('refuse a stored value with an absurd cost instead of allocating for it', async () => {
    const stored = await hashAccessCode('ABCDEFGHJK');
    expect(await verifyAccessCode('ABCDEFGHJK', stored.replace(/^scrypt\$\d+/, 'scrypt$30'))).toBe(false);
    expect(await verifyAccessCode('ABCDEFGHJK', 'plain$ABCDEFGHJK')).toBe(false);
  });
});
