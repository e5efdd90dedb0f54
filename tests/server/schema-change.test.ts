// A product owner changes a rule in schemas/ (schemas/README.md): here the job title's limit, 100 → 80,
// with its message, the merit description's, 300 → 200, and the seniority proof's size, 5 MB → 2 MB,
// in a copy of the folder. The server built on that copy answers with the new rules and messages, on
// registration and on edit, the browser's checks of the same files refuse what the server refuses,
// and the pages' own sentences (and what `npm run gen` builds for them) state the new limits, with
// no code change. The same holds for a back-office schema: the hero statement's limit, 120 → 60, with its
// message (schemas/admin/hero.schema.json): the server's answer and the admin edit form's validator that
// `npm run gen` compiles from the copy both follow it.
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminFormValidators from '../../scripts/generators/25-admin-form-validators.mjs';
import programmeLimits from '../../scripts/generators/50-programme-limits.mjs';
import { RequestValidators } from '../../src/server/platform/contract/validation';
import { checkFileWith } from '../../src/shared/limit-texts';
import { LIMIT_SOURCES, limitsFromSchemas, type ProgrammeLimits } from '../../src/shared/programme-limits';
import { uploadReminders as shippedReminders } from '../../src/shared/upload-reminders';
import { uploadReminders } from '../../src/shared/upload-reminders-list';
import { textRule } from '../../src/web/pages/upload/workflow/schema-rules';
import { limitSentences, MERIT_TEXT, OTHER_TEXT } from '../../src/web/pages/upload/workflow/texts';
import type { RJSFSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { createRequire } from 'node:module';
import { makeTransformErrors } from '../../src/ui/forms/transform-errors';
import { solveCaptcha } from '../helpers/captcha';
import { pdf } from '../helpers/files';
import { createRegistrant, signIn } from '../helpers/registrant';
import { signedInStaff } from '../helpers/staff';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { individualBody, readLookups, register, updateBodyOf, uploadCandidatePhoto, type Envelope, type FieldErrors } from './registration-fixtures';
import { API, b64 } from './upload-fixtures';

const NEW_MESSAGE = '職稱細項不得超過 80 字';
const MERIT_MESSAGE = '事蹟說明超過 200 字';
const MB = 1024 * 1024;
const STATEMENT_MESSAGE = '得獎感言請精簡在 60 字以內';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- schema files edited as plain JSON
async function editJson(dir: string, file: string, change: (json: Json) => void) {
  const path = join(dir, file);
  const json = JSON.parse(await readFile(path, 'utf8')) as Json;
  change(json);
  await writeFile(path, JSON.stringify(json, null, 2));
}

let dir: string;
let server: TestServer;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ta-schemas-'));
  await cp('schemas', dir, { recursive: true });
  // The edits a product owner makes: the rule and its message, side by side in the schema; a size in bytes.
  await editJson(dir, 'common.schema.json', (common) => {
    common.$defs.jobTitle.maxLength = 80;
    common.$defs.jobTitle.errorMessage.maxLength = NEW_MESSAGE;
  });
  await editJson(dir, 'achievement-entry.schema.json', (entry) => {
    entry.properties.description.maxLength = 200;
    entry.properties.description.errorMessage.maxLength = MERIT_MESSAGE;
  });
  await editJson(dir, 'upload-rules.json', (rules) => {
    rules['employment-proof'].maxBytes = 2 * MB;
  });
  await editJson(dir, 'admin/hero.schema.json', (hero) => {
    hero.properties.honorPersonalStatement.maxLength = 60;
    hero.properties.honorPersonalStatement.errorMessage.maxLength = STATEMENT_MESSAGE;
  });
  server = await startTestServer({}, { schemasDir: dir });
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a changed schema copy', () => {
  it('is what the server applies: 81 characters are refused with the new message, 80 accepted', async () => {
    const client = server.client();
    const l = await readLookups(client);
    const photo = await uploadCandidatePhoto(client);

    const tooLong = await client.post<Envelope<FieldErrors>>('/api/registrations/v1/create', { ...individualBody(l, photo, { indJobTitle: '導'.repeat(81) }), cfToken: 'x' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.data.errors).toEqual([{ field: 'indJobTitle', message: NEW_MESSAGE }]);

    const body = individualBody(l, photo, { indJobTitle: '導'.repeat(80) });
    const ok = await register(client, body);
    expect(ok.status).toBe(200);

    // The edit form's endpoint follows the same definition.
    await client.post('/api/auth/v1/sign-in', { registrationNumber: ok.body.data.registrationNumber, accessCode: ok.body.data.accessCode, cfToken: await solveCaptcha(client) });
    const edit = await client.post<Envelope<FieldErrors>>(`/api/registrations/v1/update/${ok.body.data.uid}`, updateBodyOf(body, { indJobTitle: '導'.repeat(81) }));
    expect(edit.status).toBe(400);
    expect(edit.body.data.errors).toEqual([{ field: 'indJobTitle', message: NEW_MESSAGE }]);
  });

  it('leaves the shipped schemas as they were (81 characters pass the 100 limit)', () => {
    const shipped = new RequestValidators();
    const errors = shipped.validate('registration-individual.schema.json', { indJobTitle: '導'.repeat(81) });
    expect(errors.find((e) => e.field === 'indJobTitle')).toBeUndefined();
    expect(shipped.validate('registration-individual.schema.json', { indJobTitle: '導'.repeat(101) })).toContainEqual({ field: 'indJobTitle', message: '職稱細項不得超過 100 字' });
  });
});

/** The limits of the changed copy, read as `npm run gen` reads them. */
async function copyLimits(): Promise<ProgrammeLimits> {
  const files: Record<string, unknown> = {};
  for (const file of Object.values(LIMIT_SOURCES)) files[file] = JSON.parse(await readFile(join(dir, file), 'utf8'));
  return limitsFromSchemas((file) => files[file]);
}

describe('a changed merit length and upload size', () => {
  it('the server refuses a 201-character merit with the new message and accepts 200', async () => {
    const who = await createRegistrant(server.app);
    const client = server.client();
    await signIn(client, who);
    const add = (text: string) =>
      client.post<Envelope<FieldErrors>>(`${API}/achievements/create`, { registrationUid: who.uid, year: 114, month: 5, achievementCategory: '{product}_tourism', description: b64(text) });
    const tooLong = await add('事'.repeat(201));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.data.errors).toEqual([{ field: 'description', message: MERIT_MESSAGE }]);
    expect((await client.get<Envelope<unknown[]>>(`${API}/achievements/read/${who.uid}`)).body.data).toEqual([]);
    expect((await add('事'.repeat(200))).status).toBe(200);
  });

  it('the server stops a seniority proof over 2 MB with the new size in its message, and takes one of 2 MB', async () => {
    const who = await createRegistrant(server.app);
    const client = server.client();
    await signIn(client, who);
    const file = (size: number) => ({ name: 'proof.pdf', content: Buffer.concat([pdf(), Buffer.alloc(size - pdf().length, 32)]) });
    const over = await client.upload<Envelope>('/api/resources/v1/create', { purpose: 'employment-proof' }, file(2 * MB + 1));
    expect(over.status).toBe(413);
    expect(over.body.message).toBe('檔案大小不得超過 2MB');
    const exact = await client.upload<Envelope>('/api/resources/v1/create', { purpose: 'employment-proof' }, file(2 * MB));
    expect(exact.status).toBe(200);
  });

  it("the browser's checks of the copy refuse the same, with the same messages", async () => {
    const limits = await copyLimits();
    expect(checkFileWith(limits.uploads['employment-proof'], { name: 'proof.pdf', size: 2 * MB + 1 })).toBe('檔案大小不得超過 2MB');
    expect(checkFileWith(limits.uploads['employment-proof'], { name: 'proof.pdf', size: 2 * MB })).toBeNull();
    const entry = JSON.parse(await readFile(join(dir, 'achievement-entry.schema.json'), 'utf8')) as Json;
    const merit = textRule(entry.properties.description);
    expect(merit.maxLength).toBe(200);
    expect(merit.check('事'.repeat(201))).toBe(MERIT_MESSAGE);
    expect(merit.check('事'.repeat(200))).toBeNull();
  });

  it("the upload page's sentences and the reminders state the new limits", async () => {
    const limits = await copyLimits();
    const sentences = limitSentences(limits);
    expect(sentences.step1Intro).toContain('每筆說明以 200 字為限');
    expect(sentences.proofIntro).toBe('PDF、PNG、JPG、JPEG，2MB 以內。');
    expect(uploadReminders(limits)).toContain('年資證明：僅個人組（旅行業從業人員除外）須附（PDF、PNG、JPG、JPEG，2MB 以內）');
    // The shipped pages keep the shipped limits.
    expect(MERIT_TEXT.step1Intro).toContain('每筆說明以 300 字為限');
    expect(OTHER_TEXT.proofIntro).toBe('PDF、PNG、JPG、JPEG，5MB 以內。');
    expect(shippedReminders).toContain('年資證明：僅個人組（旅行業從業人員除外）須附（PDF、PNG、JPG、JPEG，5MB 以內）');
  });

  it('`npm run gen` on the copy builds the pages\' limits, reminders and register help texts from it', async () => {
    // A project root whose schemas/ is the copy (the generator reads src/shared for its functions).
    const root = await mkdtemp(join(tmpdir(), 'ta-root-'));
    try {
      await symlink(join(process.cwd(), 'src'), join(root, 'src'));
      await symlink(dir, join(root, 'schemas'));
      const outputs = await programmeLimits(root);
      const content = (name: string) => outputs.find((o) => o.path.endsWith(name))!.content;
      expect(content('programme-limits.ts')).toContain('"maxBytes": 2097152');
      expect(content('programme-limits.ts')).toContain('"meritMaxLength": 200');
      expect(content('upload-reminders.ts')).toContain('年資證明：僅個人組（旅行業從業人員除外）須附（PDF、PNG、JPG、JPEG，2MB 以內）');
      const ui = JSON.parse(content('registration-individual.ui.json')) as Json;
      expect(ui.indJobTitle['ui:help']).toBe('請填寫實際職稱，最多 80 字');
      expect(outputs.every((o) => o.path.startsWith(root))).toBe(true);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('a changed back-office schema (the hero statement, 120 → 60)', () => {
  const hero = (statement: string) => ({ entityType: 'group', name: '山海導覽隊', honorPersonalStatement: statement, story: '第一段。' });

  it('the server refuses 61 characters with the new message and takes 60', async () => {
    const editor = (await signedInStaff(server, 'editor')).client;
    const create = (statement: string) =>
      editor.post<Envelope<FieldErrors>>('/api/admin/v1/heroes/create?editionCategory=edition_3rd', hero(statement));
    const tooLong = await create('感'.repeat(61));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.data.errors).toEqual([{ field: 'honorPersonalStatement', message: STATEMENT_MESSAGE }]);
    expect((await create('感'.repeat(60))).status).toBe(200);
  });

  it("the admin edit form that `npm run gen` compiles from the copy refuses the same, with the same message", async () => {
    // A project root whose schemas/ is the copy; the compiled validator is loaded from where it would be written.
    const root = await mkdtemp(join(tmpdir(), 'ta-root-'));
    try {
      await symlink(join(process.cwd(), 'src'), join(root, 'src'));
      await symlink(join(process.cwd(), 'node_modules'), join(root, 'node_modules'));
      await symlink(dir, join(root, 'schemas'));
      // schemas/formats.cjs (of the copy) requires its packages from the copy's own folder.
      await symlink(join(process.cwd(), 'node_modules'), join(dir, 'node_modules'));
      const outputs = await adminFormValidators(root);
      const content = (name: string) => outputs.find((o) => o.path.endsWith(name))!.content;
      const schema = JSON.parse(content('hero.form.json')) as RJSFSchema;
      // Written beside src/ (never into it: src is the real tree), as deep as src/admin/forms/generated/.
      const at = join(root, 'out', 'admin', 'forms', 'generated', 'hero.validator.cjs');
      await mkdir(join(root, 'out', 'admin', 'forms', 'generated'), { recursive: true });
      await writeFile(at, content('hero.validator.cjs'));
      const validators = createRequire(import.meta.url)(at) as Parameters<typeof createPrecompiledValidator>[0];
      const validator = createPrecompiledValidator(validators, schema);
      const check = (statement: string) =>
        validator.validateFormData(hero(statement), schema, undefined, makeTransformErrors(schema)).errors.map((e) => e.message);
      expect(check('感'.repeat(61))).toEqual([STATEMENT_MESSAGE]);
      expect(check('感'.repeat(60))).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
