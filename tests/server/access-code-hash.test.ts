// Upload login codes are stored as scrypt hashes that name their cost: a code typed with other case,
// spaces or dashes still matches, a wrong code never does, and hashes written in the older forms (one
// lane with its cost, or before the cost was recorded: Node's default) still verify.
import { scryptSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashAccessCode, newAccessCode, verifyAccessCode } from '../../src/server/platform/security/tokens';

describe('upload login code hashes', () => {
  it('store the cost, a salt and the hash, never the code', async () => {
    const code = newAccessCode();
    const stored = await hashAccessCode(code);
    expect(stored).toMatch(/^scrypt\$ln=\d+,r=8,p=\d+\$[\w-]+\$[\w-]+$/);
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

  it('verify hashes stored with one lane and its cost (the form before 7 Dec 2026)', async () => {
    const salt = randomBytes(16);
    const oneLane = `scrypt$10$${salt.toString('base64url')}$${scryptSync('ABCDEFGHJK', salt, 32, { N: 2 ** 10 }).toString('base64url')}`;
    expect(await verifyAccessCode('ABCDEFGHJK', oneLane)).toBe(true);
    expect(await verifyAccessCode('ABCDEFGHJM', oneLane)).toBe(false);
  });

  it('refuse a stored value with an absurd or a too cheap cost instead of computing it', async () => {
    const stored = await hashAccessCode('ABCDEFGHJK');
    const withParams = (params: string) => stored.replace(/^scrypt\$[^$]+/, `scrypt$${params}`);
    expect(await verifyAccessCode('ABCDEFGHJK', stored)).toBe(true);
    for (const params of ['30', 'ln=30,r=8,p=1', 'ln=14,r=8,p=16', 'ln=6,r=8,p=1', 'ln=6,r=1,p=16', 'ln=6,r=8,p=99', 'ln=6,p=16', '']) {
      expect(await verifyAccessCode('ABCDEFGHJK', withParams(params)), params).toBe(false);
    }
    expect(await verifyAccessCode('ABCDEFGHJK', 'plain$ABCDEFGHJK')).toBe(false);
  });
});
