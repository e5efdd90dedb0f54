// News in the back office end to end (issue 18): an editor (made by the staff CLI in global setup) writes an
// item with a link, an uploaded image and a table, types and pastes hostile markup into the body and the
// title, previews it as the public page, and schedules it a short delay ahead. The public list does not
// show it before its time and shows it after; on its public page the link, image (served publicly now)
// and table are there and nothing hostile ran or remained. axe finds nothing on the list, edit (with the
// preview open) and history pages.
// Then (issue 29, items 2 and 3) a published item's save waits for an explicit publication while the public
// page keeps the published text, and unsaved work is asked about before a sidebar link leaves it and is
// offered back after a reload.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { taipeiIso } from '../src/shared/taipei-time';
import { jpeg } from '../tests/helpers/files';
import { HOSTILE } from '../tests/helpers/hostile-strings';
import { NEWS_BUTTONS, NEWS_NOTICES, NEWS_TOASTS } from '../src/admin/pages/news/news-editor-labels';
import { enrolThroughPage, signInThroughPage } from './admin-staff';
import { expectNoAxeViolations } from './public-pages';

// The issue schedules the item a minute ahead. 30 s by default keeps the test fast (it waits for the
// time to pass); E2E_NEWS_DELAY_S=60 runs it as the issue words it.
const DELAY_S = Number(process.env.E2E_NEWS_DELAY_S ?? 30);

const STAMP = Date.now().toString(36);
const EDITOR_EMAIL = 'news-editor@e2e.example.org';
/** The editor's account, enrolled once for the file's tests (each signs in on its own). */
let editorAccount: { secret: string; recoveryCodes: string[] };

test.beforeAll(async ({ browser }) => {
  // The enrolment link works once: a worker started again after a failed test reads the account back
  // from the run's data directory instead of failing every later test on the used link.
  const kept = join(process.env.E2E_DATA_DIR!, 'e2e-news-editor.json');
  const saved = await readFile(kept, 'utf8').catch(() => null);
  if (saved) {
    editorAccount = JSON.parse(saved) as typeof editorAccount;
    return;
  }
  const page = await browser.newPage();
  editorAccount = await enrolThroughPage(page, process.env.E2E_NEWS_EDITOR_ENROL_LINK!);
  await page.close();
  await writeFile(kept, JSON.stringify(editorAccount));
});
const TITLE = `端到端排程消息 ${STAMP} ${HOSTILE.script}`;
const LINK = { text: '觀光署網站', href: 'https://example.org/tourism' };
const TYPED = `輸入的文字 ${HOSTILE.script} ${HOSTILE.handler} `;
const PASTED_HTML = [
  '<p>貼上的段落</p>',
  HOSTILE.script,
  HOSTILE.handler,
  HOSTILE.svg,
  `<p><a href="${HOSTILE.link}">惡意連結</a></p>`,
  `<p><img src="${HOSTILE.link}" alt="壞圖"></p>`,
].join('');

/** Pastes HTML into the focused editor as a browser does (a paste event carrying text/html). */
async function pasteHtml(page: Page, html: string) {
  await page.evaluate((markup) => {
    const data = new DataTransfer();
    data.setData('text/html', markup);
    data.setData('text/plain', markup.replace(/<[^>]*>/g, ''));
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

/** Whether the editor has the focus and its caret, collapsed, at the end of its last paragraph (Tiptap keeps
 * the editor on its element for tests). */
async function caretAtEndOf(body: Locator) {
  return body.evaluate((el) => {
    type Editor = { isFocused: boolean; state: { doc: { content: { size: number } }; selection: { empty: boolean; to: number } } };
    const editor = (el as unknown as { editor?: Editor }).editor;
    return Boolean(editor?.isFocused && editor.state.selection.empty && editor.state.selection.to === editor.state.doc.content.size - 1);
  });
}

/** Fails on anything hostile that ran or stayed in the page. */
async function expectNothingHostile(page: Page, dialogs: string[]) {
  const found = await page.evaluate(() => {
    const elements = [...document.querySelectorAll('*')];
    return {
      xss: (window as unknown as { __xss?: unknown }).__xss ?? null,
      iframes: document.querySelectorAll('iframe, object, embed').length,
      handlers: elements.flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName} ${a.name}`)),
      javascriptUrls: elements.flatMap((el) => ['href', 'src'].map((n) => el.getAttribute(n) ?? '').filter((v) => /^\s*javascript:/i.test(v))),
    };
  });
  expect({ dialogs, ...found }).toEqual({ dialogs: [], xss: null, iframes: 0, handlers: [], javascriptUrls: [] });
}

test('an editor writes, previews and schedules an item; it is public from its time, with nothing hostile', async ({ page }) => {
  test.setTimeout(240_000 + DELAY_S * 1000);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await signInThroughPage(page, EDITOR_EMAIL, editorAccount.secret);

  await page.getByRole('link', { name: '最新消息管理' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '最新消息管理' })).toBeVisible();
  await expect(page.getByRole('cell').first()).toBeVisible();
  // An editor does not see the admins' deleted-items filter.
  await expect(page.getByText('已刪除', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A first save makes the item (files belong to an item).
  await page.getByRole('link', { name: '新增消息' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '新增消息' })).toBeVisible();
  await page.getByRole('textbox', { name: '標題', exact: true }).fill(TITLE);
  await page.getByLabel('類別').selectOption({ label: '重要公告' });
  const body = page.getByRole('textbox', { name: '內文' });
  await body.click();
  await page.keyboard.type('第一段說明。');
  await page.getByRole('button', { name: '儲存草稿' }).click();
  await expect(page.getByText('已儲存草稿')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/news\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: '編輯消息' })).toBeVisible();
  await expect(page.getByText('草稿', { exact: true })).toBeVisible();

  // From here on the caret stays at the end of the body: each part goes after the last.
  await body.getByText('第一段說明。').click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  // A link on typed words.
  await page.keyboard.type(LINK.text);
  await page.keyboard.press('Shift+Home');
  await page.getByRole('button', { name: '插入連結' }).click();
  await page.getByRole('textbox', { name: '連結網址' }).fill(LINK.href);
  await page.getByRole('button', { name: '儲存', exact: true }).click();
  await expect(body.getByRole('link', { name: LINK.text })).toHaveAttribute('href', LINK.href);
  // Underlined as on the public page, not told from the text by colour alone (also when not hovered).
  await page.mouse.move(0, 0);
  await expect(body.getByRole('link', { name: LINK.text })).toHaveCSS('text-decoration-line', 'underline');
  // Back into the text, after the link. The link dialog leaves the words selected and gives the focus back
  // to the editor a frame later (Tiptap's focus command), and once in a CI run the Enter below replaced the
  // words: the keys go only when the editor's own caret (its state, not only the page's) is at the end.
  await expect(page.getByRole('textbox', { name: '連結網址' })).toHaveCount(0);
  await expect(async () => {
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await body.getByText('第一段說明。').click();
    await page.keyboard.press('Control+End');
    expect(await caretAtEndOf(body)).toBe(true);
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Enter');
  // Hostile markup typed (text, to be shown as typed) and pasted (markup: the editor keeps its text,
  // never its scripts, handlers or javascript: addresses).
  await page.keyboard.type(TYPED);
  await expect(body.getByRole('link', { name: LINK.text })).toHaveCount(1);
  await page.keyboard.press('Enter');
  await pasteHtml(page, PASTED_HTML);
  await expect(body).toContainText('貼上的段落');

  // An image uploaded into the item (a photo with GPS: the server strips it) and put in the body.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '上傳並插入圖片' }).click();
  await (await chooser).setFiles({ name: '頒獎典禮.jpg', mimeType: 'image/jpeg', buffer: await jpeg(1200, 800, { gps: true }) });
  const image = body.locator('img[src^="/api/admin/v1/news/files/"]');
  await expect(image).toHaveAttribute('alt', '頒獎典禮');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // A table at the end.
  await page.getByRole('button', { name: '插入表格' }).click();
  await page.getByRole('button', { name: '插入 2 列 × 3 欄表格' }).click();
  await page.keyboard.type('獎項');
  await page.keyboard.press('Tab');
  await page.keyboard.type('名額');
  await page.keyboard.press('Tab');
  await page.keyboard.type('備註');
  await page.keyboard.press('Tab');
  await page.keyboard.type('金質獎');
  await expect(body.getByRole('table')).toBeVisible();

  // Preview as the public page: the public article's markup, sanitised by the public page's rules.
  // The field takes whole seconds: the item is public from the second typed, not from the millisecond.
  const startsAt = Math.floor((Date.now() + DELAY_S * 1000) / 1000) * 1000;
  await page.getByLabel('發布時間（臺北時間）').fill(taipeiIso(startsAt).slice(0, 19));
  await page.getByRole('button', { name: '以公開頁面預覽' }).click();
  const preview = page.getByRole('dialog', { name: '以公開頁面預覽' });
  await expect(preview.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(preview.getByRole('link', { name: LINK.text })).toHaveAttribute('href', LINK.href);
  await expect(preview.getByRole('img', { name: '頒獎典禮' })).toBeVisible();
  await expect(preview.getByRole('columnheader', { name: '獎項' })).toBeVisible();
  await expect(preview.getByRole('cell', { name: '金質獎' })).toBeVisible();
  await expect(preview.getByText(TYPED.trim())).toBeVisible();
  await expectNothingHostile(page, dialogs);
  await expectNoAxeViolations(page);
  await preview.getByRole('button', { name: '關閉' }).click();

  await page.getByRole('button', { name: '儲存並排程發布' }).click();
  await expect(page.getByText('已排程發布')).toBeVisible();
  const editUrl = page.url();
  await expect(page.getByText('已排程', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The history keeps each earlier version.
  await page.getByRole('link', { name: '修改紀錄' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^修改紀錄/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: '第 1 版', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '第 2 版', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(Date.now(), 'the checks above took longer than the delay: raise E2E_NEWS_DELAY_S').toBeLessThan(startsAt);

  // Not on the public list before its time; there once the time has come.
  await page.goto('/pages/news');
  const list = page.getByRole('list', { name: '消息列表' });
  await expect(list.getByRole('link').first()).toBeVisible();
  await expect(list.getByRole('heading', { name: TITLE })).toHaveCount(0);
  await expect(async () => {
    await page.reload();
    await expect(list.getByRole('heading', { name: TITLE })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: DELAY_S * 1000 + 30_000, intervals: [2_000] });
  expect(Date.now()).toBeGreaterThanOrEqual(startsAt);

  await list.getByRole('link', { name: TITLE }).click();
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(article.getByRole('link', { name: LINK.text })).toHaveAttribute('href', LINK.href);
  const publicImage = article.getByRole('img', { name: '頒獎典禮' });
  await expect(publicImage).toHaveAttribute('src', /^\/api\/news\/v1\/files\/[0-9a-f-]{36}$/);
  await expect.poll(() => publicImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(article.getByRole('columnheader', { name: '名額' })).toBeVisible();
  await expect(article.getByRole('cell', { name: '金質獎' })).toBeVisible();
  await expect(article.getByText(TYPED.trim())).toBeVisible();
  await expect(article).toContainText('貼上的段落');
  await expect(article.getByRole('link', { name: '惡意連結' })).toHaveCount(0);
  await expect(article.getByRole('img', { name: '壞圖' })).toHaveCount(0);
  await expectNothingHostile(page, dialogs);

  // Deleted (softly: an admin may restore it), it leaves the public list at once; the public news specs
  // that run later on this server find the seeded items again.
  await page.goto(editUrl);
  await page.getByRole('button', { name: '刪除', exact: true }).click();
  await page.getByRole('dialog', { name: '刪除消息' }).getByRole('button', { name: '確定刪除' }).click();
  await expect(page.getByText('已刪除', { exact: true }).first()).toBeVisible();
  await page.goto('/pages/news');
  await expect(list.getByRole('link').first()).toBeVisible();
  await expect(list.getByRole('heading', { name: TITLE })).toHaveCount(0);
});

/** Signs in with the `n`th recovery code: the enrolment's code and the first test's sign-in used this
 * half-minute's codes, and a code is never accepted twice. Answers the browser's dialogs it saw: only the
 * question before a reload is expected (and answered: reload). */
async function signInAgain(page: Page, n: number): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.type());
    void (d.type() === 'beforeunload' ? d.accept() : d.dismiss());
  });
  await signInThroughPage(page, EDITOR_EMAIL, editorAccount.secret, editorAccount.recoveryCodes[n]);
  return dialogs;
}

/** A new item with `text` as its body, saved as a draft or published now; answers its edit page's address. */
async function newItem(page: Page, title: string, text: string, publish: boolean): Promise<string> {
  await page.getByRole('navigation', { name: '後台功能' }).getByRole('link', { name: '最新消息管理' }).click();
  await page.getByRole('link', { name: '新增消息' }).click();
  await page.getByRole('textbox', { name: '標題', exact: true }).fill(title);
  await page.getByLabel('類別').selectOption({ label: '重要公告' });
  if (publish) await page.getByLabel('發布時間（臺北時間）').fill(taipeiIso(Date.now() - 60_000).slice(0, 19));
  await page.getByRole('textbox', { name: '內文' }).click();
  await page.keyboard.type(text);
  await page.getByRole('button', { name: publish ? NEWS_BUTTONS.publish : NEWS_BUTTONS.saveDraft, exact: true }).click();
  // .first(): 已發布 is also the state's badge.
  await expect(page.getByText(publish ? NEWS_TOASTS.published : NEWS_TOASTS.draftSaved, { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/news\/[0-9a-f-]{36}$/);
  return page.url();
}

/** Types `text` at the end of the body. */
async function typeAtEnd(page: Page, text: string) {
  await page.getByRole('textbox', { name: '內文' }).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

/** Deletes the item open in the editor: the public news specs that run later find the seeded items again. */
async function deleteItem(page: Page) {
  await page.getByRole('button', { name: NEWS_BUTTONS.delete, exact: true }).click();
  await page.getByRole('dialog', { name: NEWS_NOTICES.deleteTitle }).getByRole('button', { name: NEWS_BUTTONS.confirmDelete }).click();
  await expect(page.getByText(NEWS_TOASTS.deleted, { exact: true }).first()).toBeVisible();
}

test('saving a published item keeps the public page as it was until the change is published', async ({ page }) => {
  test.setTimeout(120_000);
  const dialogs = await signInAgain(page, 0);
  const title = `端到端修改中的消息 ${STAMP}`;
  const editUrl = await newItem(page, title, '已公開的內文。', true);
  const body = page.getByRole('textbox', { name: '內文' });

  // Its save says what it does and leaves the public page as it was.
  await typeAtEnd(page, '尚未完成的修改');
  await expect(page.getByRole('button', { name: NEWS_BUTTONS.saveDraft, exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: NEWS_BUTTONS.savePending, exact: true }).click();
  await expect(page.getByText(NEWS_TOASTS.pendingSaved)).toBeVisible();
  const notice = page.getByRole('alert').filter({ hasText: NEWS_NOTICES.pendingTitle });
  // Who saved it, by name (issue 29, item 18), not by e-mail.
  await expect(notice).toContainText('消息編輯於');
  await expect(notice).not.toContainText(EDITOR_EMAIL);
  await expect(body).toContainText('尚未完成的修改');
  await expectNoAxeViolations(page);

  // The list marks it; the public page shows the published text only.
  const reader = await page.context().newPage();
  await reader.goto('/admin/news');
  await expect(reader.getByRole('row').filter({ hasText: title })).toContainText(NEWS_NOTICES.pendingBadge);
  await expectNoAxeViolations(reader);
  await reader.goto(`/pages/news/${editUrl.split('/').pop()}`);
  const article = reader.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(article).toContainText('已公開的內文。');
  await expect(article).not.toContainText('尚未完成的修改');

  // The editor previews the change and sees the published version beside it; publishing makes it public.
  await page.getByRole('button', { name: NEWS_BUTTONS.preview }).click();
  await expect(page.getByRole('dialog', { name: NEWS_BUTTONS.preview })).toContainText('尚未完成的修改');
  await page.getByRole('dialog', { name: NEWS_BUTTONS.preview }).getByRole('button', { name: '關閉' }).click();
  await notice.getByRole('button', { name: NEWS_BUTTONS.viewPublished }).click();
  await expect(page.getByRole('dialog', { name: NEWS_BUTTONS.viewPublished })).toContainText('已公開的內文。');
  await expect(page.getByRole('dialog', { name: NEWS_BUTTONS.viewPublished })).not.toContainText('尚未完成的修改');
  await page.getByRole('dialog', { name: NEWS_BUTTONS.viewPublished }).getByRole('button', { name: '關閉' }).click();
  await page.getByRole('button', { name: NEWS_BUTTONS.publishChanges, exact: true }).click();
  await expect(page.getByText(NEWS_TOASTS.changesPublished, { exact: true })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await reader.reload();
  await expect(article).toContainText('已公開的內文。尚未完成的修改');
  await reader.close();

  await deleteItem(page);
  expect(dialogs).toEqual([]);
});

test('typed text, then a sidebar link: the page asks in its own dialog, and staying keeps the text', async ({ page }) => {
  const dialogs = await signInAgain(page, 1);
  const editUrl = await newItem(page, `端到端離開前詢問 ${STAMP}`, '第一段。', false);
  const body = page.getByRole('textbox', { name: '內文' });
  await typeAtEnd(page, '離開前的輸入');
  await page.getByRole('navigation', { name: '後台功能' }).getByRole('link', { name: '最新消息管理' }).click();
  const leave = page.getByRole('dialog', { name: NEWS_NOTICES.leaveTitle });
  await expect(leave).toBeVisible();
  await expectNoAxeViolations(page);
  await leave.getByRole('button', { name: NEWS_BUTTONS.stay }).click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(editUrl);
  await expect(body).toContainText('第一段。離開前的輸入');

  // Leaving when asked leaves (the text stays in this browser for the next visit).
  await page.getByRole('navigation', { name: '後台功能' }).getByRole('link', { name: '最新消息管理' }).click();
  await leave.getByRole('button', { name: NEWS_BUTTONS.leave }).click();
  await expect(page.getByRole('heading', { level: 2, name: '最新消息管理' })).toBeVisible();
  // The browser's native confirm() asked nothing (issue 29, item 18: one kind of confirm, in the page).
  expect(dialogs).toEqual([]);
  await page.goto(editUrl);
  await page.getByRole('alert').filter({ hasText: NEWS_NOTICES.localTitle }).getByRole('button', { name: NEWS_BUTTONS.discardLocal }).click();
  await deleteItem(page);
});

test('a reload asks first, and the reopened item offers the unsaved text back until it is saved', async ({ page }) => {
  const dialogs = await signInAgain(page, 2);
  await newItem(page, `端到端重新載入 ${STAMP}`, '第一段。', false);
  const body = page.getByRole('textbox', { name: '內文' });
  await typeAtEnd(page, '重新載入前的輸入');

  await page.reload();
  expect(dialogs).toEqual(['beforeunload']);
  const offer = page.getByRole('alert').filter({ hasText: NEWS_NOTICES.localTitle });
  await expect(offer).toBeVisible();
  await expect(body).toContainText('第一段。');
  await expect(body).not.toContainText('重新載入前的輸入');
  await expectNoAxeViolations(page);
  await offer.getByRole('button', { name: NEWS_BUTTONS.restoreLocal }).click();
  await expect(body).toContainText('第一段。重新載入前的輸入');
  await expect(offer).toHaveCount(0);

  // Saved: nothing is kept, offered or asked any more.
  await page.getByRole('button', { name: NEWS_BUTTONS.saveDraft, exact: true }).click();
  await expect(page.getByText(NEWS_TOASTS.draftSaved, { exact: true })).toBeVisible();
  await page.reload();
  await expect(body).toContainText('第一段。重新載入前的輸入');
  await expect(offer).toHaveCount(0);
  expect(dialogs).toEqual(['beforeunload']);
  await deleteItem(page);
});
