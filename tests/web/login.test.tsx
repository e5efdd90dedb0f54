// @vitest-environment jsdom
// The login form on the upload page against a real server: schema messages, the SPEC.md section 8
// texts, signing in (session hints stored, the registration form button by status), signing out
// from the user menu, another tab's sign-out, the session check on load and the resend modal.
// The security check is tests/helpers/security-check-stand-in.tsx (jsdom cannot run the widget).
import { randomUUID } from 'node:crypto';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashAccessCode, newAccessCode } from '../../src/server/platform/security/tokens';
import { loadCounties } from '../../src/server/platform/db/seed/data/counties';
import { signInErrorText } from '../../src/web/auth/sign-in-error';
import { resendErrorText } from '../../src/web/pages/upload/login/resend-error';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { securityCheckServer } from '../helpers/security-check-stand-in';
import { renderSite, routeApiTo } from '../helpers/site';

vi.mock('../../src/web/captcha/security-check', () => import('../helpers/security-check-stand-in'));

// The workflow behind the form is another page's subject (its own tests); here a stand-in shows
// who is signed in. jsdom keeps no cookies, so the workflow's own calls would find no session.
vi.mock('../../src/web/pages/upload/workflow/upload-workflow', () => ({
  UploadWorkflow: ({ user }: { user: { registrationNumber: string } }) => <p>上傳流程：{user.registrationNumber}</p>,
}));

interface Registrant {
  uid: string;
  registrationNumber: string;
  accessCode: string;
}

/** A registration row as the create endpoint writes it (fixtures go straight into the database). */
async function registrant(n: number, status: 'in_progress' | 'submitted') {
  const district = loadCounties().districts[0]!;
  const who: Registrant = { uid: randomUUID(), registrationNumber: `LOGIN${process.pid}${n}`, accessCode: newAccessCode() };
  const row = {
    uid: who.uid,
    registration_number: who.registrationNumber,
    access_code_hash: await hashAccessCode(who.accessCode),
    status,
    entity_type: 'group',
    organization_category: 'org-grp_hotel-industry',
    organization_name: `登入測試旅館${n}`,
    is_penalized: false,
    grp_company_uniform_number: '04595257',
    contact_name: '王小明',
    contact_phone_number: '02-2345-6789',
    contact_email: `login${n}@example.com`,
    contact_county: district.countySlug,
    contact_district: district.slug,
    contact_address_line: '忠孝東路一段 1 號',
    agreed_to_terms: true,
  };
  return { who, row };
}

let server: ServerProcess;
let open: Registrant;
let locked: Registrant;
beforeAll(async () => {
  const a = await registrant(1, 'in_progress');
  const b = await registrant(2, 'submitted');
  open = a.who;
  locked = b.who;
  server = await startServerProcess({ registration: [a.row, b.row] });
  routeApiTo(server.url);
  securityCheckServer.url = server.url;
});
afterAll(async () => server?.close());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** A field by its label (Mantine adds a required mark after the text). */
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));
const loginButton = () => screen.getByRole('button', { name: '登入' });

async function openLogin(path = '/pages/register/upload') {
  const view = await renderSite(path);
  await screen.findByRole('heading', { name: '登入上傳資料' });
  // The card's heading paints first; the form's code (Mantine, the security check) comes after it.
  await screen.findByLabelText(/^報名編號/, undefined, { timeout: 10_000 });
  return view;
}

async function signInThroughForm(who: Registrant) {
  const user = userEvent.setup();
  await user.type(field('報名編號'), who.registrationNumber);
  await user.type(field('上傳登入碼'), who.accessCode);
  await user.click(screen.getByText('我不是機器人'));
  await screen.findByText('已驗證');
  await user.click(loginButton());
  return user;
}

describe('login form', () => {
  it('is prefilled from the query, hides the code behind a show/hide toggle', async () => {
    const user = userEvent.setup();
    const { router } = await openLogin('/pages/register/upload?registrationId=G114-0009&confirmationCode=ABCD2345');
    expect(field('報名編號')).toHaveValue('G114-0009');
    const code = field('上傳登入碼');
    expect(code).toHaveValue('ABCD2345');
    // Read into the field, the code leaves the address (replaced, not a new history entry).
    await waitFor(() => expect(router.state.location.search).toBe('?registrationId=G114-0009'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(code).toHaveValue('ABCD2345');
    expect(code).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: '顯示上傳登入碼' }));
    expect(code).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: '隱藏上傳登入碼' }));
    expect(code).toHaveAttribute('type', 'password');
  });

  it('shows the schema messages for an empty form and focuses the first field', async () => {
    const user = userEvent.setup();
    await openLogin();
    await user.click(loginButton());
    expect(await screen.findByText('請輸入報名編號')).toBeInTheDocument();
    expect(screen.getByText('請輸入上傳登入碼')).toBeInTheDocument();
    expect(screen.getByText('請完成安全驗證')).toBeInTheDocument();
    expect(field('報名編號')).toHaveFocus();
    // Each message is read with its field, which says it is required and wrong.
    expect(field('報名編號')).toHaveAccessibleDescription('請輸入報名編號');
    expect(field('上傳登入碼')).toHaveAccessibleDescription('請輸入上傳登入碼');
    for (const name of ['報名編號', '上傳登入碼']) {
      expect(field(name)).toBeRequired();
      expect(field(name)).toBeInvalid();
    }
    await user.type(field('報名編號'), 'G114-0009');
    await user.click(loginButton());
    await waitFor(() => expect(field('報名編號')).not.toHaveAccessibleDescription());
    expect(field('上傳登入碼')).toHaveFocus();
  });

  it('refuses a wrong code with the SPEC.md text and asks for a fresh security check', async () => {
    await openLogin();
    await signInThroughForm({ ...open, accessCode: 'WRONGCODE2' });
    expect(await screen.findByText('報名編號或上傳登入碼錯誤，請重新輸入')).toBeInTheDocument();
    expect(screen.getByText('我不是機器人')).toBeInTheDocument();
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
    expect(screen.getByRole('heading', { name: '登入上傳資料' })).toBeInTheDocument();
  });

  it('signs in, keeps only the session hints, and signs out from the user menu', async () => {
    const { router } = await openLogin();
    const user = await signInThroughForm(open);
    const edit = await screen.findByRole('link', { name: '編輯報名表' });
    expect(await screen.findByText(`上傳流程：${open.registrationNumber}`)).toBeInTheDocument(); // the workflow's code loads once signed in
    expect(edit).toHaveAttribute('href', '/pages/registerEdit?type=edit');
    expect(screen.queryByRole('heading', { name: '登入上傳資料' })).not.toBeInTheDocument();
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toMatchObject({ sub: open.uid, registrationNumber: open.registrationNumber });
    expect(Number(localStorage.getItem('loginTime'))).toBeGreaterThan(0);
    // No token of any kind in storage: the session lives in httpOnly cookies.
    expect(Object.keys(localStorage).sort()).toEqual(['isLoggedIn', 'loginTime', 'userInfo']);

    await user.click(screen.getByRole('button', { name: '會員選單' }));
    await user.click(screen.getByRole('button', { name: '登出' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    // The menu closes with the navigation home; opened again it offers the login entry.
    const menu = screen.getByRole('button', { name: '會員選單' });
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
    await user.click(menu);
    expect(await screen.findByRole('link', { name: '登入' })).toHaveAttribute('href', '/pages/register/upload');
  });

  it('offers 檢視報名表 to a registrant whose form is locked', async () => {
    await openLogin();
    await signInThroughForm(locked);
    expect(await screen.findByRole('link', { name: '檢視報名表' })).toHaveAttribute('href', '/pages/registerEdit?type=edit');
    expect(screen.queryByRole('link', { name: '編輯報名表' })).not.toBeInTheDocument();
  });

  it('follows another tab signing out', async () => {
    await openLogin();
    await signInThroughForm(open);
    await screen.findByRole('link', { name: '編輯報名表' });
    // What the other tab's sign-out looks like here: the keys vanish and a storage event arrives.
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: 'isLoggedIn', oldValue: 'true', newValue: null }));
    });
    expect(await screen.findByRole('heading', { name: '登入上傳資料' })).toBeInTheDocument();
  });
});

describe('session check on load', () => {
  it('clears session hints the server no longer backs and shows the login form', async () => {
    // Left by an earlier visit whose session has since ended (no session cookie reaches the server).
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('userInfo', JSON.stringify({ sub: open.uid, registrationNumber: open.registrationNumber, registrationStatus: 'in_progress' }));
    await openLogin();
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(screen.queryByRole('link', { name: '編輯報名表' })).not.toBeInTheDocument();
  });
});

describe('resend modal', () => {
  it('opens from the link, checks the fields with the schema messages and can be cancelled', async () => {
    const user = userEvent.setup();
    await openLogin();
    await user.click(screen.getByRole('button', { name: '忘記登入碼？重新寄送' }));
    const dialog = await screen.findByRole('dialog', { name: '重新寄送上傳登入碼' });
    await user.click(within(dialog).getByRole('button', { name: '送出' }));
    expect(await within(dialog).findByText('請選擇組別')).toBeInTheDocument();
    expect(within(dialog).getByText('請填寫聯絡人姓名')).toBeInTheDocument();
    expect(within(dialog).getByText('請填寫聯絡電話')).toBeInTheDocument();
    expect(within(dialog).getByText('請填寫電子郵件')).toBeInTheDocument();
    expect(within(dialog).getByText('請完成安全驗證')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '團體組' })).toHaveFocus();

    await user.type(within(dialog).getByLabelText(/^聯絡人電子郵件/), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: '送出' }));
    expect(await within(dialog).findByText('請輸入有效的電子郵件地址')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when no registration matches the contact data', async () => {
    const user = userEvent.setup();
    await openLogin();
    await user.click(screen.getByRole('button', { name: '忘記登入碼？重新寄送' }));
    const dialog = await screen.findByRole('dialog', { name: '重新寄送上傳登入碼' });
    await user.click(within(dialog).getByRole('radio', { name: '團體組' }));
    await user.type(within(dialog).getByLabelText(/^聯絡人姓名/), '查無此人');
    await user.type(within(dialog).getByLabelText(/^聯絡電話/), '02-1111-2222');
    await user.type(within(dialog).getByLabelText(/^聯絡人電子郵件/), 'nobody@example.com');
    await user.click(within(dialog).getByText('我不是機器人'));
    await within(dialog).findByText('已驗證');
    await user.click(within(dialog).getByRole('button', { name: '送出' }));
    expect(await within(dialog).findByText('查無符合的報名資料，請確認聯絡資訊')).toBeInTheDocument();
  });
});

describe('error texts of SPEC.md section 8', () => {
  it.each([
    [null, '網路錯誤，請檢查網路連線'],
    [{ status: 401, code: 2002, message: 'x' }, '報名編號或上傳登入碼錯誤，請重新輸入'],
    [{ status: 401, code: 2005, message: 'x' }, '安全驗證失敗，請重新整理'],
    [{ status: 401, code: 2006, message: 'x' }, '安全驗證已過期，請重新驗證'],
    [{ status: 400, code: 1000, message: 'x' }, '請求格式錯誤，請檢查輸入內容'],
    [{ status: 429, code: 4029, message: '嘗試次數過多，請稍後再試' }, '嘗試次數過多，請稍後再試'],
    [{ status: 500 }, '登入失敗，請稍後再試'],
  ])('login: %j -> %s', (answer, text) => {
    expect(signInErrorText(answer)).toBe(text);
  });

  it.each([
    [null, '網路錯誤，請檢查網路連線'],
    [{ status: 404, code: 4004, message: 'x' }, '查無符合的報名資料，請確認聯絡資訊'],
    [{ status: 400, code: 1000, message: 'x' }, '請求格式錯誤，請檢查輸入內容'],
    [{ status: 401, code: 2005, message: 'x' }, '安全驗證失敗，請重新整理'],
    [{ status: 429, code: 4029, message: '嘗試次數過多，請稍後再試' }, '嘗試次數過多，請稍後再試'],
    [{ status: 500 }, '補寄失敗'],
  ])('resend: %j -> %s', (answer, text) => {
    expect(resendErrorText(answer)).toBe(text);
  });
});
