// Review decisions as two staff members live them (issue 29, items 5, 10, 11): an admin (王管理) and a
// reviewer (李審查), both made by the staff CLI in global setup, open the same submitted entry. The reviewer
// starts refusing it and first meets the inline errors named after the fields; the admin accepts it
// meanwhile and reads a past-tense toast; the reviewer's refusal is then refused by the server, and the
// dialog stays open, naming who decided what and keeping the typed reason. The undo dialog names the
// decision it reverses; refusing actions look apart; the return dialog's empty fields are named.
import { expect, test, type Page } from '@playwright/test';
import { submittedRegistration } from './api-submission';
import { decide, enrolThroughPage, signInThroughPage } from './admin-staff';
import { expectNoAxeViolations } from './public-pages';

async function openEntry(page: Page, registrationNumber: string, uid: string) {
  await page.goto(`/admin/registrations/${uid}`);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(registrationNumber) })).toBeVisible();
}

test('two staff members decide at once: the second is told who decided what, and keeps what they typed', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const who = await submittedRegistration(request, 'together', '林同時');
  const returned = await submittedRegistration(request, 'together2', '林退回');

  const adminPage = await (await browser.newContext()).newPage();
  const admin = await enrolThroughPage(adminPage, process.env.E2E_REVIEW_ADMIN_ENROL_LINK!);
  await signInThroughPage(adminPage, 'review-admin@e2e.example.org', admin.secret);
  const reviewerPage = await (await browser.newContext()).newPage();
  const reviewer = await enrolThroughPage(reviewerPage, process.env.E2E_REVIEW_REVIEWER_ENROL_LINK!);
  await signInThroughPage(reviewerPage, 'review-reviewer@e2e.example.org', reviewer.secret);

  await openEntry(adminPage, who.registrationNumber, who.uid);
  await openEntry(reviewerPage, who.registrationNumber, who.uid);

  // A refusing action looks apart from the one that moves the entry on (item 10).
  await expect(reviewerPage.getByRole('button', { name: '資格不符' })).toHaveAttribute('data-variant', 'outline');
  await expect(reviewerPage.getByRole('button', { name: '資格審查通過' })).toHaveAttribute('data-variant', 'filled');

  // The reviewer starts refusing it: an empty reason is named after its field, inline (item 11).
  await reviewerPage.getByRole('button', { name: '資格不符' }).click();
  const refuse = reviewerPage.getByRole('dialog', { name: '資格不符' });
  await refuse.getByRole('button', { name: '確定資格不符' }).click();
  await expect(refuse.getByRole('textbox', { name: '理由' })).toHaveAccessibleDescription(/請填寫理由/);
  const reason = '在職證明未用印，且任職未滿一年。';
  await refuse.getByRole('textbox', { name: '理由' }).fill(reason);

  // Meanwhile the admin accepts it; the toast says what was done, in the past tense (item 10).
  await adminPage.getByRole('button', { name: '資格審查通過' }).click();
  const accept = adminPage.getByRole('dialog', { name: '資格審查通過' });
  await decide(adminPage, accept.getByRole('button', { name: '確定資格審查通過' }));
  await expect(accept).toBeHidden();
  await expect(adminPage.getByText('已判定資格審查通過，目前狀態：資格審查通過')).toBeVisible();

  // The reviewer's refusal is refused: the dialog stays, names the admin and the decision, keeps the reason (item 5).
  await refuse.getByRole('button', { name: '確定資格不符' }).click();
  const notice = refuse.getByRole('alert').filter({ hasText: '這筆報名的狀態已被其他人員變更，您的決定沒有送出' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('王管理 於');
  await expect(notice).toContainText('執行「資格審查通過」，目前狀態：資格審查通過。');
  await expect(refuse.getByRole('textbox', { name: '理由' })).toHaveValue(reason);
  await expect(refuse.getByRole('button', { name: '確定資格不符' })).toHaveCount(0);
  await expectNoAxeViolations(reviewerPage);
  await refuse.getByRole('button', { name: '返回報名資料' }).click();
  await expect(reviewerPage.getByText('資格審查通過', { exact: true }).first()).toBeVisible();

  // The undo dialog names the decision it reverses (item 10).
  await adminPage.getByRole('button', { name: '復原上一個決定' }).click();
  const undo = adminPage.getByRole('dialog', { name: '復原上一個決定' });
  await expect(undo).toContainText('將復原：王管理 於');
  await expect(undo).toContainText('執行「資格審查通過」');
  await expect(undo).toContainText('復原後狀態回到「已送出」。');
  await undo.getByRole('button', { name: '取消' }).click();

  // The return dialog names its empty fields inline, in its own words (item 11).
  await openEntry(reviewerPage, returned.registrationNumber, returned.uid);
  await reviewerPage.getByRole('button', { name: '退回補正' }).click();
  const back = reviewerPage.getByRole('dialog', { name: '退回補正' });
  await back.getByRole('button', { name: '確定退回補正' }).click();
  await expect(back.getByRole('textbox', { name: '需要補正的內容' })).toHaveAccessibleDescription(/請填寫需要補正的內容/);
  await back.getByRole('textbox', { name: '需要補正的內容' }).fill('請補上推薦書的用印頁。');
  await back.getByRole('button', { name: '確定退回補正' }).click();
  await expect(back.getByText('請選擇補正期限').first()).toBeVisible();
  await expect(back.getByText('補正期限必須晚於現在')).toHaveCount(0);
});
