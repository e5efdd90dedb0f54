// Every action the server writes to the audit log has its zh-TW label (the audit page shows labels, not
// codes): the codes are read from the server's source, as a reader of `action: '…'` would find them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, auditActionLabel } from '../../src/shared/audit-labels';

const SERVER = join(__dirname, '../../src/server');
const CODE = /'([a-z]+(?:\.[a-z-]+)+)'/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [readFileSync(join(dir, e.name), 'utf8')] : [],
  );
}

/** The codes in `action: …` expressions, in `…Action` type unions and in calls of a feature's audit(…, 'code'). */
function writtenCodes(): Set<string> {
  const codes = new Set<string>();
  const places = [/\baction: ([^,}\n]+)/g, /type \w*Action = ([^;]+);/g, /\baudit\([^)]*?('[a-z.-]+')\)/g];
  for (const text of sources(SERVER)) {
    for (const place of places) for (const [, expression] of text.matchAll(place)) for (const [, code] of expression!.matchAll(CODE)) codes.add(code!);
  }
  return codes;
}

describe('the audit log labels', () => {
  it('name every action the server writes, in zh-TW', () => {
    const codes = writtenCodes();
    expect(codes.size).toBeGreaterThan(40);
    const unlabelled = [...codes].filter((code) => !(code in AUDIT_ACTION_LABELS));
    expect(unlabelled).toEqual([]);
    for (const code of codes) expect(auditActionLabel(code)).toMatch(/\p{Script=Han}/u);
  });

  it('leave no label for a code nothing writes any more', () => {
    const codes = writtenCodes();
    expect(Object.keys(AUDIT_ACTION_LABELS).filter((code) => !codes.has(code))).toEqual([]);
    expect(codes.has('file.thumbnail')).toBe(false);
  });
});
