// Registration as a new user does it, in Chromium against the real server: a group (vendor search,
// provisions, county/district, security check) and an individual (candidate photo), the success view
// with number and code, the confirmation letter in the outbox, "continue uploading" into the filled
// login form; invalid inputs show the schema's messages with the focus on the first invalid field;
// the edit page of a signed-in registrant, prefilled, saved as "modified".
import { readdir, readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import sharp from 'sharp';

type Json = Record<string, Record<string, unknown>>;
const schemas = join(process.cwd(), 'schemas');
const common = JSON.parse(readFileSync(join(schemas, 'common.schema.json'), 'utf8')) as { $defs: Json };
const groupSchema = JSON.parse(readFileSync(join(schemas, 'registration-group.schema.json'), 'utf8')) as { properties: Json };

/** A field's message from the schema (following one $ref into common.schema.json). */
function schemaMessage(field: string, keyword: string): string {
  let prop = groupSchema.properties[field]!;
  if (typeof prop.$ref === 'string' && prop.errorMessage === undefined) prop = common.$defs[prop.$ref.split('/').pop()!]!;
  const em = prop.errorMessage as string | Record<string, string>;
  return typeof em === 'string' ? em : em[keyword]!;
}

async function passSecurityCheck(page: Page) {
  await page.getByText('我不是機器人').click();
  await expect(page.getByText('已驗證')).toBeVisible({ timeout: 20_000 });
}

async function fillContact(page: Page, email: string) {
  await page.getByLabel('聯絡人姓名').fill('王小明');
  await page.getByLabel('聯絡電話').fill('02-2345-6789');
  await page.getByLabel('電子郵件').fill(email);
  await page.getByLabel('縣市').selectOption({ label: '臺北市' });
  const district = page.getByLabel('鄉鎮市區');
  await expect(district.locator('option', { hasText: '中正區' })).toHaveCount(1);
  await district.selectOption({ label: '100 中正區' });
  await page.getByLabel('地址').fill('忠孝東路一段 1 號');
}

async function letterFor(email: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  let text = '';
  await expect(async () => {
    for (const file of await readdir(outbox)) {
      const mail = await simpleParser(await readFile(join(outbox, file)));
      const to = Array.isArray(mail.to) ? mail.to : [mail.to];
      if (to.some((a) => a?.text.includes(email))) text = mail.text ?? '';
    }
    expect(text).not.toBe('');
  }).toPass();
  return text;
}

test('a group registers: vendor search, provisions, county/district, security check; letter; continue to the login form', async ({ page }) => {
  const email = `group-${Date.now()}@example.com`;
  await page.goto('/pages/register');
  await expect(page.getByRole('heading', { level: 1, name: '立即報名' })).toBeVisible();
  // A new visitor picks the group type first; its form follows with the focus on that type.
  await page.getByRole('button', { name: '團體組' }).click();
  await expect(page.getByRole('radio', { name: '團體組' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '團體組' })).toBeFocused();

  await page.getByLabel('單位類別').selectOption({ label: '旅館業（含觀光旅館、一般旅館）' });
  await page.getByRole('textbox', { name: '單位名稱' }).fill('晨曦');
  await page.getByRole('button', { name: '搜尋' }).click();
  await page.getByRole('radio', { name: '晨曦大飯店（示範）' }).check();
  await expect(page.getByText('已選擇：晨曦大飯店（示範）')).toBeVisible();
  await page.getByRole('textbox', { name: '單位名稱' }).fill('沒有這個名字');
  await page.getByRole('button', { name: '搜尋' }).click();
  // Never a dead end: what to try next, and whom to ask when the unit is not listed.
  const noMatch = page.getByText('沒有符合條件的單位名稱');
  await expect(noMatch).toBeVisible();
  await expect(noMatch).toContainText('較短的關鍵字');
  await expect(noMatch).toContainText(/若名單中沒有您的單位，請洽 .+ 或 .+@.+/);

  await page.getByLabel('統一編號').fill('04595257');
  await page.getByRole('group', { name: /符合之資格條款/ }).getByRole('checkbox').first().check();
  await page.getByRole('radiogroup', { name: /是否曾受/ }).getByRole('radio', { name: '否' }).check();
  await fillContact(page, email);
  await passSecurityCheck(page);
  await page.getByRole('checkbox', { name: '我已詳閱並同意上述承諾事項' }).check();
  await page.getByRole('button', { name: '送出報名' }).click();

  const success = page.getByRole('region', { name: '報名表已送出' });
  await expect(success).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: '報名表已送出' })).toBeFocused();
  const number = (await success.locator('span').filter({ hasText: /^[A-Z0-9-]{4,}$/ }).first().textContent())!;
  const code = (await success.locator('span').filter({ hasText: /^[A-Z0-9-]{4,}$/ }).nth(1).textContent())!;
  expect(number).not.toBe(code);
  await expect(success.getByRole('listitem')).toHaveCount(6);

  const letter = await letterFor(email);
  expect(letter).toContain(number);
  expect(letter).toContain(code);

  await page.getByRole('button', { name: '繼續上傳資料' }).click();
  await expect(page).toHaveURL(/\/pages\/register\/upload\?registrationId=/);
  await expect(page.getByLabel('報名編號')).toHaveValue(number);
  await expect(page.getByLabel('上傳登入碼', { exact: false }).first()).toHaveValue(code);
  // Read into the form, the login code leaves the address bar (issue 14); the number may stay.
  await expect(page).not.toHaveURL(/confirmationCode/);
  expect(page.url()).not.toContain(code);

  // Signed in, the registrant opens the edit page: prefilled, category and name fixed, saved as "modified".
  await passSecurityCheck(page);
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await expect(page.getByRole('link', { name: '編輯報名表' })).toBeVisible({ timeout: 20_000 });
  await page.goto('/pages/registerEdit?type=edit');
  await expect(page.getByRole('heading', { level: 1, name: '修改報名資料' })).toBeVisible();
  await expect(page.getByRole('main').getByText('晨曦大飯店（示範）', { exact: true })).toBeVisible();
  await expect(page.getByLabel('單位類別')).toHaveCount(0);
  await expect(page.getByLabel('統一編號')).toHaveValue('04595257');
  await expect(page.getByLabel('地址')).toHaveValue('忠孝東路一段 1 號');
  await expect(page.getByRole('group', { name: /符合之資格條款/ }).getByRole('checkbox').first()).toBeChecked();
  await page.getByLabel('地址').fill('忠孝東路一段 2 號 3 樓');
  await page.getByRole('button', { name: '修改報名資料' }).click();
  await expect(page.getByRole('heading', { name: '報名表已修改' })).toBeVisible({ timeout: 20_000 });
  await page.goto('/pages/registerEdit?type=edit');
  await expect(page.getByLabel('地址')).toHaveValue('忠孝東路一段 2 號 3 樓');
  await expect(page.getByRole('link', { name: '返回上傳資料' })).toHaveAttribute('href', '/pages/register/upload');
});

test('an individual registers with a candidate photo (uploaded at once, with progress) and sees number and code', async ({ page }) => {
  const email = `person-${Date.now()}@example.com`;
  await page.goto('/pages/register');
  await page.getByText('個人組').click();
  // SPEC.md section 2: the commendation rules are linked beside the unit category (a new tab keeps the form).
  const rules = page.getByRole('link', { name: /參加資格請見活動簡章與實施要點/ });
  await expect(rules).toHaveAttribute('href', '/pages/activity/info');
  await expect(rules).toHaveAttribute('target', '_blank');
  await page.getByLabel('單位類別').selectOption({ label: '導遊人員' });
  await page.getByLabel('單位名稱').fill('晨曦旅行社');
  const level = page.getByLabel('職級類別');
  await expect(level.locator('option')).not.toHaveCount(1);
  await level.selectOption({ index: 1 });
  await expect(page.getByRole('link', { name: /職稱分類說明/ })).toHaveAttribute('href', '/pages/abouttype');
  await page.getByLabel('職稱細項').fill('資深導遊');
  await page.getByLabel('現職服務年資（年）').pressSequentially('1a2.55');
  await expect(page.getByLabel('現職服務年資（年）')).toHaveValue('12.5');
  await page.getByLabel('觀光產業服務年資（年）').pressSequentially('150');
  await expect(page.getByLabel('觀光產業服務年資（年）')).toHaveValue('99.9');
  await page.getByLabel('候選人姓名').fill('林美華');
  await page.getByLabel('身分證字號').fill('A123456789');
  await page.getByLabel('出生日期').fill('1980-01-02');
  await page.getByRole('group', { name: /符合之資格條款/ }).getByRole('checkbox').first().check();
  await page.getByRole('radiogroup', { name: /是否曾受/ }).getByRole('radio', { name: '否' }).check();

  // The photo needs the security check first. The upload spends that (single-use) token, and the check
  // renews itself: the visitor solves it ONCE for the whole form (issue 14).
  const photo = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#3a6ea5' } }).jpeg().toBuffer();
  await page.getByLabel('候選人照片').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('alert').filter({ hasText: '請先完成安全驗證' })).toBeVisible();
  await passSecurityCheck(page);
  await page.getByLabel('候選人照片').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('已上傳：me.jpg')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('已驗證')).toBeVisible({ timeout: 20_000 });

  await fillContact(page, email);
  await page.getByRole('checkbox', { name: '我已詳閱並同意上述承諾事項' }).check();
  await page.getByRole('button', { name: '送出報名' }).click();
  await expect(page.getByRole('heading', { name: '報名表已送出' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('上傳登入碼', { exact: true })).toBeVisible();
  expect(await letterFor(email)).toContain('報名編號');
});

test('invalid inputs show the schema messages; the focus lands on the first invalid field (precompiled validators under the strict CSP)', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|unsafe-eval|EvalError/i.test(m.text())) violations.push(m.text());
  });
  page.on('pageerror', (e) => violations.push(String(e)));
  const response = await page.goto('/pages/register');
  // The site forbids eval: the form must validate without compiling code in the browser.
  expect(response?.headers()['content-security-policy']).not.toContain('unsafe-eval');
  await page.getByRole('button', { name: '團體組' }).click();
  await page.getByLabel('單位類別').selectOption({ label: '旅行業' });
  await page.getByLabel('單位名稱').fill('晨曦旅行社');
  await page.getByLabel('統一編號').fill('12345678');
  await page.getByLabel('電子郵件').fill('not-an-email');
  await page.getByLabel('聯絡電話').fill('02-2345-6789 轉 12');
  await page.getByRole('button', { name: '送出報名' }).click();

  await expect(page.getByLabel('統一編號')).toBeFocused();
  await expect(page.getByText('請檢查表單內容並修正錯誤')).toBeVisible();
  const summary = page.getByRole('region', { name: '請修正下列欄位' });
  await expect(summary.getByRole('link', { name: schemaMessage('grpCompanyUniformNumber', 'format') })).toBeVisible();
  await expect(summary.getByRole('link', { name: schemaMessage('contactEmail', 'format') })).toBeVisible();
  await expect(summary.getByRole('link', { name: schemaMessage('contactPhoneNumber', 'pattern') })).toBeVisible();
  // A summary link takes the user to its field.
  await summary.getByRole('link', { name: schemaMessage('contactEmail', 'format') }).click();
  await expect(page.getByLabel('電子郵件')).toBeFocused();
  // Fixing the field clears its message.
  await page.getByLabel('統一編號').fill('04595257');
  await expect(summary.getByRole('link', { name: schemaMessage('grpCompanyUniformNumber', 'format') })).toHaveCount(0);
  expect(violations).toEqual([]);
});
