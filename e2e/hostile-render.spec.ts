// No page ever executes hostile strings (issue 7). A group registration whose free-text fields the
// server stores verbatim hold script tags, event handlers, a javascript: link, an iframe, template
// syntax, SQL, emoji and full-width text (tests/helpers/hostile-strings.ts), as do its merits, photo
// caption, recommendation source and letter's file name; a news item carries them in its title and
// HTML body, a hero in its names, statement and story (e2e/hostile-content.ts, written before the
// server starts). On every page that shows them:
// no dialog opened, window.__xss never set, no script, handler, iframe or javascript: URL of theirs
// in the DOM, no blocked-by-CSP attempt, and the text itself visible as typed.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { pdf } from '../tests/helpers/files';
import { HOSTILE } from '../tests/helpers/hostile-strings';
import { registerGroup, signInThroughForm } from './api-registrant';
import { HOSTILE_HERO, HOSTILE_NEWS, SAFE_FORMATTING } from './hostile-content';

type Envelope<T> = { code: number; message: string; data: T };

/** Starts watching a page for anything hostile running: dialogs and CSP violations from now on. */
function watch(page: Page): { dialogs: string[] } {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  // A blocked inline script or handler is still an injection that reached the page.
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __cspViolations?: string[] };
      (w.__cspViolations ??= []).push(`${e.violatedDirective} ${e.blockedURI} ${e.sample} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return { dialogs };
}

/** What hostile data could have left in the page: none of it may be there. `sanitised`: the page
 * parses server HTML with DOMPurify, and Chromium reports script-src-attr for every handler
 * attribute parsed even into an inert document (measured: DOMParser, a <template>), nothing run;
 * handler attributes in the live page are still looked for below. */
async function expectNothingRan(page: Page, seen: { dialogs: string[] }, where: string, sanitised = false) {
  const found = await page.evaluate((sanitised) => {
    const w = window as unknown as { __xss?: unknown; __cspViolations?: string[] };
    const elements = [...document.querySelectorAll('*')];
    const hostile = (v: string) => v.includes('__xss') || v.includes('alert(');
    return {
      xss: w.__xss ?? null,
      cspViolations: (w.__cspViolations ?? []).filter((v) => !(sanitised && v.startsWith('script-src-attr '))),
      iframes: document.querySelectorAll('iframe, frame, object, embed').length,
      scripts: [...document.scripts].filter((s) => hostile(s.textContent ?? '') || /^\s*javascript:/i.test(s.getAttribute('src') ?? '')).length,
      handlers: elements.flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name) && hostile(a.value)).map((a) => `${el.tagName} ${a.name}`)),
      javascriptUrls: elements.flatMap((el) =>
        ['href', 'src', 'action', 'formaction', 'xlink:href', 'data'].map((n) => el.getAttribute(n) ?? '').filter((v) => /^\s*javascript:/i.test(v)),
      ),
    };
  }, sanitised);
  expect({ where, dialogs: seen.dialogs, ...found }).toEqual({ where, dialogs: [], xss: null, cspViolations: [], iframes: 0, scripts: 0, handlers: [], javascriptUrls: [] });
}

/** Each string shows in the page's main content as literal text. */
async function expectLiteral(page: Page, texts: readonly string[]) {
  for (const text of texts) await expect(page.locator('main').getByText(text, { exact: false }).first(), text).toBeVisible();
}

// Every free-text field of a group registration that the server stores as sent (the contact name,
// phone, fax and e-mail accept only letters/digits by their schemas), within each field's length.
const REGISTRATION_TEXT = {
  // No emoji here: the family emoji's zero-width joiners are invisible characters a unit name refuses.
  organizationName: `${HOSTILE.script}${HOSTILE.handler}${HOSTILE.fullWidth}`,
  contactAddressLine: `${HOSTILE.attribute}${HOSTILE.svg}${HOSTILE.fullWidth}`,
  recommendCode: HOSTILE.link,
  recommendUnit: `${HOSTILE.template} ${HOSTILE.sqlQuote}`,
};
const MERIT = [HOSTILE.script, HOSTILE.handler, HOSTILE.svg, HOSTILE.attribute, HOSTILE.link, HOSTILE.template].join('\n');
// Emoji without the family's zero-width joiners: those are invisible characters every free-text field refuses
// (schemas/common.schema.json visibleMultilineText; tests/server/free-text-rule.test.ts).
const PLAIN_EMOJI = '🎉🏯';
const BONUS_MERIT = `${HOSTILE.sqlDrop} ${HOSTILE.sqlComment} ${PLAIN_EMOJI}`;
const CAPTION = HOSTILE.link; // 25 characters, the caption's limit
const SOURCE = `${HOSTILE.handler}${HOSTILE.attribute}`;
const LETTER_NAME = `${HOSTILE.svg}.pdf`;
const PROOF_NAME = `${HOSTILE.template}.pdf`;
const WORKPLACE_CAPTION = HOSTILE.interpolation;

const photo = (hue: string) => sharp({ create: { width: 640, height: 480, channels: 3, background: hue } }).jpeg().toBuffer();
const stepsNav = (page: Page) => page.getByRole('navigation', { name: '上傳步驟' });

test('a registration full of hostile text renders it as text: edit form, upload steps, check-answers', async ({ page }) => {
  test.setTimeout(120_000);
  const seen = watch(page);
  const me = await registerGroup(page.request, 'hostile', '陳安全', { recommendType: 'nominated', ...REGISTRATION_TEXT });

  await signInThroughForm(page, me.registrationNumber, me.accessCode);
  await expect(page.getByRole('link', { name: '編輯報名表' })).toBeVisible();

  // The upload steps' own text, through the API with the browser's session.
  const api = page.request;
  const post = async <T>(path: string, data: Record<string, unknown>): Promise<T> => {
    const res = await api.post(path, { data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return ((await res.json()) as Envelope<T>).data;
  };
  const upload = async (purpose: string, name: string, mimeType: string, buffer: Buffer) => {
    const res = await api.post('/api/resources/v1/create', { multipart: { purpose, file: { name, mimeType, buffer } } });
    expect(res.status(), `${purpose}: ${await res.text()}`).toBe(200);
    return ((await res.json()) as Envelope<{ uid: string }>).data.uid;
  };
  const base64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
  await post('/api/registrations/v1/achievements/create', { registrationUid: me.uid, year: 114, month: 3, achievementCategory: '{product}_tourism', description: base64(MERIT) });
  await post('/api/registrations/v1/achievements/create', { registrationUid: me.uid, year: 113, month: 7, achievementCategory: 'tech_progress', description: base64(BONUS_MERIT) });
  const eventPhoto = await upload('tourism-photo', 'photo.jpg', 'image/jpeg', await photo('#3a7'));
  await post('/api/registrations/v1/pictures/create', { registrationUid: me.uid, pictureResourcesUid: eventPhoto, pictureDescription: CAPTION });
  const letter = await upload('recommendation-letter', LETTER_NAME, 'application/pdf', pdf('letter'));
  await post(`/api/registrations/v1/recommendation/update/${me.uid}`, {
    referralMethod: 'self_registration', recommendationResourcesUid: letter, recommendationNumber: null, recommendationSource: SOURCE,
  });
  // The rest of what the check-answers summary requires: five workplace photos and the proof.
  for (const [i, hue] of ['#111', '#222', '#333', '#444', '#555'].entries()) {
    const picture = await upload('workplace-photo', `work-${i + 1}.jpg`, 'image/jpeg', await photo(hue));
    await post('/api/registrations/v1/profession-pictures/create', { registrationUid: me.uid, pictureResourcesUid: picture, ...(i === 0 ? { pictureDescription: WORKPLACE_CAPTION } : {}) });
  }
  const proof = await upload('employment-proof', PROOF_NAME, 'application/pdf', pdf('proof'));
  await post(`/api/registrations/v1/certificate-employment/update/${me.uid}`, { certificateEmploymentResourcesUid: proof });

  // The edit form: the unit name (not editable) reads as typed, every other field holds its text.
  await page.getByRole('link', { name: '編輯報名表' }).click();
  await expect(page).toHaveURL(/\/pages\/registerEdit/);
  await expect(page.locator('main').getByText(REGISTRATION_TEXT.organizationName)).toBeVisible({ timeout: 20_000 });
  const { organizationName: _shownAsText, ...editable } = REGISTRATION_TEXT;
  const values = () => page.locator('input, textarea').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  await expect.poll(values, { timeout: 20_000 }).toEqual(expect.arrayContaining(Object.values(editable)));
  await expectNothingRan(page, seen, 'edit form');

  // The upload steps.
  await page.goto('/pages/register/upload');
  await expect(stepsNav(page).getByRole('button')).toHaveCount(5);
  await expectLiteral(page, MERIT.split('\n'));
  await expectNothingRan(page, seen, 'step 1');
  // The user menu names the signed-in unit.
  await page.getByRole('button', { name: '會員選單' }).click();
  await expect(page.locator('#user-menu-panel').getByText(REGISTRATION_TEXT.organizationName)).toBeVisible();
  await expectNothingRan(page, seen, 'user menu');
  await page.keyboard.press('Escape');

  await stepsNav(page).getByRole('button', { name: /事蹟照片/ }).click();
  await expectLiteral(page, [CAPTION]);
  await expect(page.getByRole('img', { name: CAPTION })).toBeVisible();
  await expectNothingRan(page, seen, 'step 2');

  await stepsNav(page).getByRole('button', { name: /其他資料/ }).click();
  await expect(page.getByRole('link', { name: LETTER_NAME })).toBeVisible();
  await expect(page.getByLabel('推薦單位')).toHaveValue(SOURCE);
  await expect(page.getByRole('link', { name: PROOF_NAME })).toBeVisible();
  await expectNothingRan(page, seen, 'step 3');

  await stepsNav(page).getByRole('button', { name: /加分事蹟/ }).click();
  await expectLiteral(page, [HOSTILE.sqlDrop, HOSTILE.sqlComment, PLAIN_EMOJI]);
  await expectNothingRan(page, seen, 'step 4');

  // Check your answers (before the remaining uploads: it lists what is there).
  await page.getByRole('button', { name: '送出資料' }).click();
  const review = page.getByRole('dialog', { name: '確認送出資料' });
  await expect(review).toBeVisible();
  await expect(review.getByText(LETTER_NAME, { exact: false }).first()).toBeVisible();
  await expect(review.getByText(SOURCE, { exact: false }).first()).toBeVisible();
  await expect(review.getByText(PROOF_NAME, { exact: false }).first()).toBeVisible();
  await expectNothingRan(page, seen, 'check-answers');
});

test('a news item with hostile title and body: the list and the item show it as text, the safe formatting stays', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/pages/news');
  const card = page.getByRole('list', { name: '消息列表' }).getByRole('link').filter({ hasText: HOSTILE.template });
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(HOSTILE_NEWS.title);
  await expectNothingRan(page, seen, 'news list');

  await card.click();
  await expect(page).toHaveURL(new RegExp(`/pages/news/${HOSTILE_NEWS.uid}$`));
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(HOSTILE_NEWS.title);
  await expect(article.locator('strong', { hasText: SAFE_FORMATTING.strong })).toBeVisible();
  await expect(article.locator('em', { hasText: SAFE_FORMATTING.emphasis })).toBeVisible();
  await expect(article.getByRole('link', { name: SAFE_FORMATTING.link })).toHaveAttribute('href', SAFE_FORMATTING.linkHref);
  // The javascript: link keeps its text and loses its address.
  await expect(article.getByText(SAFE_FORMATTING.badLink)).toBeVisible();
  await expect(article.getByRole('link', { name: SAFE_FORMATTING.badLink })).toHaveCount(0);
  for (const text of HOSTILE_NEWS.bodyText) await expect(article.getByText(text, { exact: false }).first(), text).toBeVisible();
  await expectNothingRan(page, seen, 'news item', true);

  // Opened directly (a fresh page load) as well.
  await page.reload();
  await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toHaveText(HOSTILE_NEWS.title);
  await expectNothingRan(page, seen, 'news item, reloaded', true);
});

test('a hero with hostile texts: the third edition board and the hero page show them as text', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/heroPages/heroes/third');
  const card = page.getByRole('list', { name: '英雄列表' }).getByRole('link').filter({ hasText: HOSTILE.fullWidth });
  await expect(card).toContainText(HOSTILE_HERO.name);
  await expectNothingRan(page, seen, 'heroes board');

  await card.click();
  await expect(page).toHaveURL(new RegExp(`/heroPages/third/team/${HOSTILE_HERO.uid}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOSTILE_HERO.name);
  await expectLiteral(page, [HOSTILE_HERO.organizationName, HOSTILE_HERO.honorPersonalStatement, ...HOSTILE_HERO.story.split('\n\n')]);
  await expectNothingRan(page, seen, 'hero page');
});
