// @vitest-environment jsdom
// The register page against a real server: every rule of SPEC.md section 5 in the rendered form, driven
// from the schemas (the expected messages are read from schemas/, not restated here), focus on the
// first invalid field, the group-type switch, the category cascade, a full group registration with
// its success view, the draft kept over a reload, and the schema-change proof (a changed copy of the
// individual schema changes the form's message with no code change).
// The security check is tests/helpers/security-check-stand-in.tsx (jsdom cannot run the widget).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { MemoryRouter } from 'react-router-dom';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { securityCheckServer } from '../helpers/security-check-stand-in';
import { renderSite, routeApiTo } from '../helpers/site';
import { bundleFormSchema, formValidatorOptions } from '../../scripts/generators/20-form-validators.mjs';
import { ajvOptions } from '../../src/shared/ajv';
import { RegistrationForm } from '../../src/web/forms/registration-form';
import { uiFor } from '../../src/web/forms/registration-forms';
import type { RegistrationFormContext } from '../../src/web/forms/form-context';
import { COLLECTION_NOTICE, PRIVACY_PATH } from '../../src/shared/privacy-policy';

vi.mock('../../src/web/captcha/security-check', () => import('../helpers/security-check-stand-in'));

// ---- the schemas: the one home of the messages ----
type Json = Record<string, unknown>;
const schemasDir = join(process.cwd(), 'schemas');
const readJson = (name: string) => JSON.parse(readFileSync(join(schemasDir, name), 'utf8')) as Json;
const common = readJson('common.schema.json');
const groupSchema = readJson('registration-group.schema.json');
const individualSchema = readJson('registration-individual.schema.json');
// The ui schemas as the page gets them: limits filled in from the schemas by `npm run gen`.
const readUi = (name: string) => JSON.parse(readFileSync(join(process.cwd(), 'src/shared/generated', name), 'utf8')) as Json;
const groupUi = readUi('registration-group.ui.json');
const individualUi = readUi('registration-individual.ui.json');

function propertySchema(schema: Json, field: string): Json {
  let prop = (schema.properties as Record<string, Json>)[field]!;
  for (let i = 0; i < 5 && typeof prop.$ref === 'string' && prop.errorMessage === undefined; i++) {
    const name = prop.$ref.split('/').pop()!;
    prop = (common.$defs as Record<string, Json>)[name]!;
  }
  return prop;
}

/** The schema's message for a field and a failing keyword (`required` when it is missing). */
function messageFor(schema: Json, field: string, keyword: string): string {
  const em = propertySchema(schema, field).errorMessage;
  if (typeof em === 'string') return em;
  const map = em as Record<string, string>;
  return map[keyword] ?? map.required ?? map.type ?? map.minLength!;
}

function labelOf(ui: Json, field: string): string {
  return (ui[field] as Json)['ui:title'] as string;
}

// ---- the page ----
let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess();
  routeApiTo(server.url);
  securityCheckServer.url = server.url;
});
afterAll(async () => server?.close());
afterEach(() => {
  cleanup();
  notifications.clean();
  sessionStorage.clear();
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text box or select by its ui-schema label (Mantine appends " *" to required labels). */
function control(label: string): HTMLElement {
  return screen.getByLabelText(new RegExp(`^${escape(label)}( \\*)?$`));
}

/** Opens the register page; a new visitor first picks the group type (a restored draft goes straight to its form). */
async function openRegister(type: '團體組' | '個人組' = '團體組') {
  const view = await renderSite('/pages/register');
  await screen.findByRole('heading', { level: 1, name: '立即報名' });
  await waitFor(() => expect(screen.queryByRole('button', { name: type }) ?? screen.queryByRole('radio', { name: type })).not.toBeNull());
  const choice = screen.queryByRole('button', { name: type });
  if (choice) fireEvent.click(choice);
  await screen.findByRole('radio', { name: '團體組' }, { timeout: 10_000 });
  return view;
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, optionText: string | RegExp) {
  const select = control(label) as HTMLSelectElement;
  await waitFor(() => expect(within(select).getByRole('option', { name: optionText })).toBeInTheDocument());
  await user.selectOptions(select, within(select).getByRole('option', { name: optionText }));
}

/** The error message shown for a field (Mantine ties it to the input with aria-describedby). */
function errorOf(el: HTMLElement): string {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('register page (group)', () => {
  it('shows the group form with its lookups and the SPEC messages for empty required fields; focus on the first', async () => {
    const user = userEvent.setup();
    await openRegister();
    expect(screen.getByRole('radio', { name: '團體組' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '送出報名' }));

    // The summary lists one link per invalid field, in form order, with the schema's messages.
    const summary = await screen.findByRole('region', { name: '請修正下列欄位' });
    const links = within(summary).getAllByRole('link').map((a) => a.textContent);
    expect(links[0]).toBe(messageFor(groupSchema, 'organizationCategory', 'required'));
    for (const field of ['organizationName', 'grpCompanyUniformNumber', 'provisions', 'isPenalized', 'contactName', 'contactPhoneNumber', 'contactEmail', 'contactCountyCategory', 'contactDistrictCategory', 'contactAddressLine', 'cfToken', 'agreedToTerms']) {
      expect(links).toContain(messageFor(groupSchema, field, 'required'));
    }
    // The provisions checklist shows its message inline, under itself, like every other field.
    const inline = screen.getAllByText(messageFor(groupSchema, 'provisions', 'required')).filter((el) => !summary.contains(el));
    expect(inline.length, 'the message beside the checklist, not only in the summary').toBeGreaterThan(0);
    // Focus lands on the first invalid field, and the toast says to check the form.
    await waitFor(() => expect(document.activeElement).toBe(control(labelOf(groupUi, 'organizationCategory'))));
    expect(await screen.findByText('請檢查表單內容並修正錯誤')).toBeInTheDocument();
  });
});

describe('the notice at collection (issue 32)', () => {
  it('shows the short privacy notice beside the commitments, with the settings and a link to the policy', async () => {
    await openRegister();
    const settings = (await server.client().get<{ data: { hostAuthority: string; institute: string; mailbox: string } }>('/api/settings/v1/public')).body.data;
    const commitments = screen.getByRole('group', { name: labelOf(groupUi, 'agreedToTerms') });
    const notice = within(commitments).getByRole('note', { name: COLLECTION_NOTICE.title });
    for (const value of [settings.hostAuthority, settings.institute, settings.mailbox]) expect(notice).toHaveTextContent(value);
    expect(notice).toHaveTextContent('身分證統一編號');
    expect(within(notice).getByRole('link', { name: COLLECTION_NOTICE.linkLabel })).toHaveAttribute('href', PRIVACY_PATH);
  });
});

type User = ReturnType<typeof userEvent.setup>;

async function fill(user: User, label: string, value: string) {
  const el = control(label);
  await user.clear(el);
  if (!value) return;
  // Pasted in one go: typing 100 characters one by one into the whole form is slow in jsdom.
  await user.click(el);
  await user.paste(value);
}

/** One rule: a value the schema refuses (with the keyword whose message shows) and one it accepts. */
interface Rule {
  field: string;
  keyword: string;
  invalid: string;
  valid: string;
}

const groupRules: Rule[] = [
  { field: 'grpCompanyUniformNumber', keyword: 'format', invalid: '12345678', valid: '04595257' },
  { field: 'contactName', keyword: 'pattern', invalid: 'Wang 123', valid: '王 Xiao Ming' },
  { field: 'contactPhoneNumber', keyword: 'pattern', invalid: '02-2345-6789 轉 12', valid: '(02) 2345-6789 分機 12' },
  { field: 'contactFaxNumber', keyword: 'pattern', invalid: 'fax', valid: '+886 2 2345-6790' },
  { field: 'contactEmail', keyword: 'format', invalid: 'not-an-email', valid: 'a@example.com' },
  { field: 'contactAddressLine', keyword: 'maxLength', invalid: '路'.repeat(101), valid: '忠孝東路一段 1 號' },
];

const individualRules: Rule[] = [
  { field: 'indJobTitle', keyword: 'maxLength', invalid: '職'.repeat(101), valid: '資深導遊' },
  { field: 'indName', keyword: 'pattern', invalid: 'Lin 3', valid: '林美華' },
  { field: 'indPersonalIdNumber', keyword: 'format', invalid: 'A123456788', valid: 'A123456789' },
  { field: 'contactName', keyword: 'maxLength', invalid: '王'.repeat(51), valid: '王小明' },
];

/**
 * Sets a field's value in one change event. Each event re-renders (and, once submitted, re-validates)
 * the whole form, a quarter of a second in jsdom: typing rule after rule made these tests take 20 s
 * and more on a busy machine. What the rules show is the message, not the typing (which `fill` and the
 * years filter below exercise).
 */
function setValue(label: string, value: string) {
  fireEvent.change(control(label), { target: { value } });
}

async function checkRules(user: User, schema: Json, ui: Json, rules: Rule[]) {
  for (const rule of rules) setValue(labelOf(ui, rule.field), rule.invalid);
  await user.click(screen.getByRole('button', { name: '送出報名' }));
  await screen.findByRole('region', { name: '請修正下列欄位' });
  for (const rule of rules) {
    await waitFor(() => expect(errorOf(control(labelOf(ui, rule.field)))).toContain(messageFor(schema, rule.field, rule.keyword)));
    expect(control(labelOf(ui, rule.field))).toHaveAttribute('aria-invalid', 'true');
  }
  // Fixed values clear their messages as the user types.
  for (const rule of rules) setValue(labelOf(ui, rule.field), rule.valid);
  for (const rule of rules) {
    await waitFor(() => expect(errorOf(control(labelOf(ui, rule.field)))).not.toContain(messageFor(schema, rule.field, rule.keyword)));
  }
}

describe('rules of SPEC.md section 5 in the rendered form (messages from the schemas)', () => {
  it('group: tax id checksum, contact name, phone and fax characters, email, address length', async () => {
    const user = userEvent.setup();
    await openRegister();
    await checkRules(user, groupSchema, groupUi, groupRules);
  });

  /** The register page with the individual form chosen. */
  async function openIndividual(user: User) {
    await openRegister();
    await user.click(screen.getByRole('radio', { name: '個人組' }));
    await screen.findByLabelText(new RegExp(`^${escape(labelOf(individualUi, 'indJobTitle'))}`));
  }

  it('individual: job title length, name letters, ID number checksum, contact name length', async () => {
    const user = userEvent.setup();
    await openIndividual(user);
    await checkRules(user, individualSchema, individualUi, individualRules);
  });

  it('individual: birth date in the past, the years typing filter, the ID number length and capitals', async () => {
    const user = userEvent.setup();
    await openIndividual(user);
    // Messages show once the form was sent (then they follow every change).
    await user.click(screen.getByRole('button', { name: '送出報名' }));
    await screen.findByRole('region', { name: '請修正下列欄位' });
    const birth = control(labelOf(individualUi, 'indBirthday'));
    fireEvent.change(birth, { target: { value: '2999-01-01' } });
    await waitFor(() => expect(errorOf(birth)).toContain(messageFor(individualSchema, 'indBirthday', 'format')));
    fireEvent.change(birth, { target: { value: '1980-01-02' } });
    await waitFor(() => expect(errorOf(birth)).not.toContain(messageFor(individualSchema, 'indBirthday', 'format')));

    const years = control(labelOf(individualUi, 'indYearsAtCurrentCompany'));
    await user.type(years, '1a2.55');
    expect(years).toHaveValue('12.5');
    const total = control(labelOf(individualUi, 'indYearsInProfession'));
    await user.type(total, '150');
    expect(total).toHaveValue('99.9');
    expect(screen.getByLabelText(labelOf(individualUi, 'indPersonalIdNumber'), { exact: false })).toHaveAttribute('maxlength', '10');
    // Lower-case letters become capitals as they are typed.
    const id = control(labelOf(individualUi, 'indPersonalIdNumber'));
    await user.type(id, 'a12');
    expect(id).toHaveValue('A12');
    // A wrong shape has its own message, apart from a wrong check digit (rule list above).
    fireEvent.change(id, { target: { value: 'A323456789' } });
    await waitFor(() => expect(errorOf(id)).toContain(messageFor(individualSchema, 'indPersonalIdNumber', 'pattern')));
    expect(errorOf(id)).not.toContain(messageFor(individualSchema, 'indPersonalIdNumber', 'format'));
  });

  it('an empty individual form names every required field, the candidate photo and job level included', async () => {
    const user = userEvent.setup();
    await openRegister();
    await user.click(screen.getByRole('radio', { name: '個人組' }));
    await user.click(await screen.findByRole('button', { name: '送出報名' }));
    const summary = await screen.findByRole('region', { name: '請修正下列欄位' });
    const links = within(summary).getAllByRole('link').map((a) => a.textContent);
    for (const field of (individualSchema.required as string[]).filter((f) => f !== 'entityType')) {
      expect(links).toContain(messageFor(individualSchema, field, 'required'));
    }
  });
});

describe('workflow rules of SPEC.md section 4', () => {
  it('a new visitor picks the group type first; the chosen form follows with the focus on its type', async () => {
    const user = userEvent.setup();
    await renderSite('/pages/register');
    const choice = await screen.findByRole('region', { name: '報名組別' });
    expect(screen.queryByRole('button', { name: '送出報名' })).not.toBeInTheDocument();
    await user.click(within(choice).getByRole('button', { name: '個人組' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: '個人組' })).toHaveFocus(), { timeout: 10_000 });
    expect(screen.getByRole('radio', { name: '個人組' })).toBeChecked();
    expect(control(labelOf(individualUi, 'indName'))).toHaveValue('');
    expect(screen.queryByRole('region', { name: '報名組別' })).not.toBeInTheDocument();
  });

  it('switching the group type clears all values and errors', async () => {
    const user = userEvent.setup();
    await openRegister();
    await fill(user, labelOf(groupUi, 'contactName'), '王小明');
    await user.click(screen.getByRole('button', { name: '送出報名' }));
    await screen.findByRole('region', { name: '請修正下列欄位' });
    await user.click(screen.getByRole('radio', { name: '個人組' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '請修正下列欄位' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('radio', { name: '個人組' })).toHaveFocus());
    expect(control(labelOf(individualUi, 'contactName'))).toHaveValue('');
    await user.click(screen.getByRole('radio', { name: '團體組' }));
    expect(control(labelOf(groupUi, 'contactName'))).toHaveValue('');
  });

  it('the category loads its provisions (title and legal basis); another category clears the ticks and the unit name; the county reloads districts', async () => {
    const user = userEvent.setup();
    await openRegister();
    await choose(user, labelOf(groupUi, 'organizationCategory'), '旅行業');
    const provisions = await screen.findByRole('group', { name: /符合之資格條款/ });
    const boxes = await within(provisions).findAllByRole('checkbox');
    const api = await server.client().get<{ data: { provisionTitle: string; legalBasis: string }[] }>('/api/common/v1/list-category-provision?organizationCategory=org-grp_travel-industry');
    expect(boxes).toHaveLength(api.body.data.length);
    expect(within(provisions).getByText(api.body.data[0]!.legalBasis)).toBeInTheDocument();
    await user.click(boxes[0]!);
    await fill(user, labelOf(groupUi, 'organizationName'), '晨曦旅行社');
    await choose(user, labelOf(groupUi, 'organizationCategory'), '觀光遊樂業');
    await waitFor(() => expect(within(screen.getByRole('group', { name: /符合之資格條款/ })).getAllByRole('checkbox').every((b) => !(b as HTMLInputElement).checked)).toBe(true));
    expect(control(labelOf(groupUi, 'organizationName'))).toHaveValue('');

    await choose(user, labelOf(groupUi, 'contactCountyCategory'), '臺北市');
    await choose(user, labelOf(groupUi, 'contactDistrictCategory'), /中正區/);
    await choose(user, labelOf(groupUi, 'contactCountyCategory'), '基隆市');
    expect(control(labelOf(groupUi, 'contactDistrictCategory'))).toHaveValue('');
    await waitFor(() => expect(within(control(labelOf(groupUi, 'contactDistrictCategory'))).getByRole('option', { name: /仁愛區/ })).toBeInTheDocument());
  });

  it('a group registers against the real server: vendor picker, success view with number and code, continue uploading', async () => {
    const user = userEvent.setup();
    const { router } = await openRegister();
    await choose(user, labelOf(groupUi, 'organizationCategory'), '旅館業（含觀光旅館、一般旅館）');
    const name = await screen.findByRole('textbox', { name: /單位名稱/ });
    await user.click(name);
    await user.paste('晨曦');
    await user.click(screen.getByRole('button', { name: '搜尋' }));
    await user.click(await screen.findByRole('radio', { name: '晨曦大飯店（示範）' }));
    expect(await screen.findByText('已選擇：晨曦大飯店（示範）')).toBeInTheDocument();
    await fill(user, labelOf(groupUi, 'grpCompanyUniformNumber'), '04595257');
    await user.click(within(screen.getByRole('group', { name: /符合之資格條款/ })).getAllByRole('checkbox')[0]!);
    await user.click(within(screen.getByRole('radiogroup', { name: /是否曾受/ })).getByRole('radio', { name: '否' }));
    await user.click(screen.getByRole('radio', { name: /他人推薦/ }));
    await fill(user, labelOf(groupUi, 'recommendCode'), 'REF-001');
    await fill(user, labelOf(groupUi, 'recommendUnit'), ' 甲協會，乙協會 ');
    await fill(user, labelOf(groupUi, 'contactName'), '王小明');
    await fill(user, labelOf(groupUi, 'contactPhoneNumber'), '02-2345-6789');
    await fill(user, labelOf(groupUi, 'contactEmail'), 'group-form@example.com');
    await choose(user, labelOf(groupUi, 'contactCountyCategory'), '臺北市');
    await choose(user, labelOf(groupUi, 'contactDistrictCategory'), /中正區/);
    await fill(user, labelOf(groupUi, 'contactAddressLine'), '忠孝東路一段 1 號');
    await user.click(screen.getByRole('checkbox', { name: '我已詳閱並同意上述承諾事項' }));
    // Without the security check the submit is refused with its own toast.
    await user.click(screen.getByRole('button', { name: '送出報名' }));
    await waitFor(async () => expect((await screen.findAllByText('請完成安全驗證')).some((el) => el.closest('.mantine-Notification-root'))).toBe(true));
    await user.click(screen.getByRole('checkbox', { name: '我不是機器人' }));
    await screen.findByText('已驗證');
    await user.click(screen.getByRole('button', { name: '送出報名' }));

    const heading = await screen.findByRole('heading', { name: '報名表已送出' });
    await waitFor(() => expect(heading).toHaveFocus());
    const region = screen.getByRole('region', { name: '報名表已送出' });
    const codes = within(region).getAllByTitle('點擊即可複製').map((b) => b.querySelector('span')!.textContent!);
    expect(codes).toHaveLength(2);
    expect(within(region).getAllByRole('listitem')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: '繼續上傳資料' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/register/upload'));
    expect(new URLSearchParams(router.state.location.search).get('registrationId')).toBe(codes[0]);
    // The login form takes number and code from the address, and the code leaves the address at once.
    expect(await screen.findByDisplayValue(codes[1]!, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByDisplayValue(codes[0]!)).toBeInTheDocument();
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('confirmationCode')).toBeNull());
    expect(sessionStorage.getItem('registration-draft')).toBeNull();
  });

  it('an unsent form survives a reload in this tab, without the ID number', async () => {
    const user = userEvent.setup();
    await openRegister();
    await user.click(screen.getByRole('radio', { name: '個人組' }));
    await fill(user, labelOf(individualUi, 'indName'), '林美華');
    await fill(user, labelOf(individualUi, 'indPersonalIdNumber'), 'A123456789');
    cleanup();
    await openRegister();
    expect(await screen.findByText(/已還原您在此分頁尚未送出的報名資料/)).toBeInTheDocument();
    expect(control(labelOf(individualUi, 'indName'))).toHaveValue('林美華');
    expect(control(labelOf(individualUi, 'indPersonalIdNumber'))).toHaveValue('');
  });
});

describe('a product owner changes a rule in the schema: the form follows with no code change', () => {
  it('a copy of the individual schema with job title max 80 and a new message shows that message', async () => {
    const copy = structuredClone(individualSchema) as Json;
    const defs = structuredClone(common) as Json;
    // The job title rule as the schema states it (its own property or its common definition).
    const prop = (copy.properties as Record<string, Json>).indJobTitle!;
    const target = typeof prop.$ref === 'string' ? (defs.$defs as Record<string, Json>)[prop.$ref.split('/').pop()!]! : prop;
    target.maxLength = 80;
    target.errorMessage = { ...(target.errorMessage as Json), maxLength: '職稱細項最多 80 字（新規定）' };

    // The same pipeline as `npm run gen`: bundle, precompile, load.
    const schema = bundleFormSchema(copy, defs) as RJSFSchema;
    const options = formValidatorOptions(process.cwd(), ajvOptions, join(process.cwd(), 'schemas', 'formats.cjs'));
    // Inside the project, so that the generated code finds ajv's runtime as the real one does.
    const dir = mkdtempSync(join(process.cwd(), 'node_modules', '.schema-copy-'));
    writeFileSync(join(dir, 'validator.cjs'), compileSchemaValidatorsCode(schema, options));
    const validator = createPrecompiledValidator(createRequire(import.meta.url)(join(dir, 'validator.cjs')), schema);
    rmSync(dir, { recursive: true, force: true });

    const empty = { items: [], loading: false, error: null };
    const context: RegistrationFormContext = {
      mode: 'new',
      entityType: 'individual',
      formData: { entityType: 'individual' },
      lookups: { categories: empty, provisions: empty, jobLevels: empty, counties: empty, districts: empty },
      captchaKey: 0,
      onToken: () => {},
      onPhoto: () => {},
      onVendor: () => {},
    };
    let data: Record<string, unknown> = { entityType: 'individual' };
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <MemoryRouter>
          <RegistrationForm
            definition={{ schema, uiSchema: uiFor(schema, individualUi as UiSchema), validator }}
            formData={data}
            context={context}
            onChange={(next) => (data = next)}
            onSubmit={() => {}}
          >
            <button type="submit">送出報名</button>
          </RegistrationForm>
        </MemoryRouter>
      </MantineProvider>,
    );
    const title = control(labelOf(individualUi, 'indJobTitle'));
    await user.click(title);
    await user.paste('職'.repeat(81));
    await user.click(screen.getByRole('button', { name: '送出報名' }));
    await waitFor(() => expect(errorOf(title)).toContain('職稱細項最多 80 字（新規定）'));
    await user.clear(title);
    await user.paste('職'.repeat(80));
    await waitFor(() => expect(errorOf(title)).not.toContain('職稱細項最多 80 字（新規定）'));
  });
});
