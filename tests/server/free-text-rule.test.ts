// Issue 30 item 5: every free-text field of schemas/ carries the one rule against invisible and direction-changing
// characters (common.schema.json#/$defs/visibleText, or visibleMultilineText for a text area), referenced, never
// restated. A field is free text when it is a string without an enum, a const, a format or an allowlist pattern of its
// own (anchored, naming only the characters it lets through). A new field that forgets the rule fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RequestValidators, SCHEMAS_DIR } from '../../src/server/platform/contract/validation';

type Node = Record<string, unknown>;

const RULES = ['#/$defs/visibleText', '#/$defs/visibleMultilineText'];

/**
 * Strings that are not text anyone reads, by `file#pointer`, each with why. Secrets and tokens are compared or hashed,
 * never shown, and refusing a character in them would only lock someone out; the news body is HTML that the news
 * allowlist sanitises (a ZWJ emoji sequence is a legitimate character there); lists of uids the server builds itself.
 */
const NOT_FREE_TEXT: Record<string, string> = {
  'common.schema.json#/$defs/cfToken': 'captcha token',
  'common.schema.json#/$defs/accessCode': 'a secret, compared with its hash',
  'picture-create.schema.json#/properties/cfToken': 'captcha token',
  'token-refresh.schema.json#/properties/refreshToken': 'a token',
  'admin/staff-common.schema.json#/$defs/password': 'a secret',
  'admin/staff-common.schema.json#/$defs/newPassword': 'a secret',
  'admin/news-common.schema.json#/$defs/content': 'sanitised HTML (src/shared/news-html-allowlist.ts)',
  'achievement-list.schema.json#/items': 'uids the server lists',
  'picture-list.schema.json#/items': 'uids the server lists',
  'profession-picture-list.schema.json#/items': 'uids the server lists',
  'admin/staff-passkey-common.schema.json#/$defs/registrationCredential/properties/response/properties/transports/items': 'WebAuthn, made by the browser',
  'admin/staff-passkey-common.schema.json#/$defs/registrationCredential/properties/authenticatorAttachment': 'WebAuthn, made by the browser',
  'admin/staff-passkey-common.schema.json#/$defs/authenticationCredential/properties/response/properties/userHandle': 'WebAuthn, made by the browser',
  'admin/staff-passkey-common.schema.json#/$defs/authenticationCredential/properties/authenticatorAttachment': 'WebAuthn, made by the browser',
};

function schemaFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return schemaFiles(path);
    return name.endsWith('.schema.json') ? [relative(SCHEMAS_DIR, path)] : [];
  });
}

const files = Object.fromEntries(schemaFiles(SCHEMAS_DIR).map((f) => [f, JSON.parse(readFileSync(join(SCHEMAS_DIR, f), 'utf8')) as Node]));

/** The schema a `$ref` written in `file` names, with the file it lives in. */
function resolve(file: string, ref: string): { file: string; node: Node } {
  const [target, pointer = ''] = ref.split('#');
  const at = target ? relative(SCHEMAS_DIR, join(SCHEMAS_DIR, file, '..', target)) : file;
  const node = pointer.split('/').slice(1).reduce<unknown>((n, key) => (n as Node)[key], files[at]);
  return { file: at, node: node as Node };
}

/** Whether the schema, or one it references (through `$ref` or an `allOf` entry, transitively), is the rule. */
function carriesRule(file: string, node: Node): boolean {
  if (Array.isArray(node.allOf) && (node.allOf as Node[]).some((entry) => carriesRule(file, entry))) return true;
  if (typeof node.$ref !== 'string') return false;
  const { file: target, node: referenced } = resolve(file, node.$ref);
  if (target === 'common.schema.json' && RULES.some((r) => (node.$ref as string).endsWith(r))) return true;
  return carriesRule(target, referenced);
}

/** Has its own strict rule: an enum, a const, a format, or an anchored pattern that names only what it allows. */
function strict(node: Node): boolean {
  if ('enum' in node || 'const' in node || 'format' in node) return true;
  if (typeof node.pattern !== 'string') return false;
  // Lookaheads test, they let nothing through; a character class is judged by its content, so its literal '.' is not "any".
  const body = node.pattern.replace(/\(\?=[^)]*\)/g, '');
  const broad = /\\[SDWP]/;
  const classes = [...body.matchAll(/\[(\^?)((?:\\.|[^\]\\])*)\]/g)];
  const outside = body.replace(/\[(\^?)((?:\\.|[^\]\\])*)\]/g, 'C');
  return (
    body.startsWith('^') &&
    body.endsWith('$') &&
    !/\.|\\[SDWP]/.test(outside) &&
    classes.every(([, negated, content]) => !negated && !broad.test(content!))
  );
}

const isString = (node: Node) => node.type === 'string' || (Array.isArray(node.type) && node.type.includes('string'));

/** Every string schema of every file, by `file#pointer` (not inside if/then/else/not, which only add to a property). */
function stringSchemas(): { at: string; file: string; node: Node }[] {
  const out: { at: string; file: string; node: Node }[] = [];
  const walk = (file: string, node: unknown, pointer: string) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((n, i) => walk(file, n, `${pointer}/${i}`));
    const n = node as Node;
    if (isString(n)) out.push({ at: `${file}#${pointer}`, file, node: n });
    for (const [key, value] of Object.entries(n)) {
      if (['if', 'then', 'else', 'not', 'errorMessage', 'enum', 'const', 'examples', 'default'].includes(key)) continue;
      walk(file, value, `${pointer}/${key}`);
    }
  };
  for (const [file, schema] of Object.entries(files)) walk(file, schema, '');
  return out;
}

describe('the free-text rule (issue 30)', () => {
  it('every free-text string field of schemas/ references visibleText or visibleMultilineText', () => {
    const missing = stringSchemas()
      .filter(({ at, file, node }) => !(at in NOT_FREE_TEXT) && !strict(node) && !carriesRule(file, node))
      .map(({ at }) => at);
    expect(missing).toEqual([]);
  });

  it('the rule is written once: no other schema restates the character classes', () => {
    const restating = Object.entries(files)
      .filter(([file, schema]) => file !== 'common.schema.json' && /\\\\p\{C[cf]\}/.test(JSON.stringify(schema)))
      .map(([file]) => file);
    expect(restating).toEqual([]);
  });

  it('the exemptions still name real string fields', () => {
    const all = new Set(stringSchemas().map(({ at }) => at));
    expect(Object.keys(NOT_FREE_TEXT).filter((at) => !all.has(at))).toEqual([]);
  });

  it('refuses bidi controls, zero-width and other invisible characters with the one message; a text area keeps its line breaks', () => {
    const validators = new RequestValidators();
    const invisible = ['\u202E', '\u202A', '\u2066', '\u2069', '\u200B', '\u200F', '\u2028', '\u2029', '\uFEFF', '\u0007'];
    for (const ch of invisible) {
      expect(validators.validate('admin/award-winner.schema.json', { entityType: 'individual', indJobTitle: `RTL${ch}gpj.exe` })).toEqual([
        { field: 'indJobTitle', message: '不可含不可見字元' },
      ]);
      expect(validators.validate('admin/registration-note.schema.json', { text: `備註${ch}內容` })).toEqual([{ field: 'text', message: '不可含不可見字元' }]);
    }
    expect(validators.validate('admin/registration-note.schema.json', { text: '第一行\r\n\t第二行' })).toEqual([]);
    expect(validators.validate('admin/award-winner.schema.json', { entityType: 'individual', indJobTitle: '經理\n主任' })).toEqual([
      { field: 'indJobTitle', message: '不可含不可見字元' },
    ]);
  });
});
