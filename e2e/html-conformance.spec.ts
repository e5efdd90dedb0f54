// The Nu Html Checker (vnu-jar, run by Java) finds no error on the pages as the browser renders them:
// every kind of public page, both registration forms, the sign-in form and the signed-in upload steps.
// What is checked is the DOM after React has rendered (serialised with its doctype), since that is what
// a visitor's browser holds; the served index.html alone is an empty shell.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerGroup, signInThroughForm } from './api-registrant';

const vnuJar = join(createRequire(import.meta.url).resolve('vnu-jar/package.json'), '..', 'build', 'dist', 'vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Runs the checker once over every saved page; returns its errors (warnings and info are not failures). */
async function vnuErrors(files: Map<string, string>): Promise<string[]> {
  const { stderr } = await promisify(execFile)('java', ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files.keys()], {
    maxBuffer: 32 * 1024 * 1024,
  });
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
  return messages
    .filter((m) => m.type === 'error' || (m.type === 'non-document-error'))
    .map((m) => {
      const file = decodeURIComponent(m.url.replace(/^file:/, ''));
      return `${files.get(file) ?? file}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 120)}]` : ''}`;
    });
}

async function envelopeData<T>(request: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown): Promise<T> {
  const res = method === 'get' ? await request.get(path) : await request.post(path, { data });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** The rendered document, with its doctype, once the page's own heading is there. */
async function rendered(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('@');
  // Images and lazy chunks settle; nothing else is awaited.
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);
}

test('the Nu Html Checker finds no error on any kind of page', async ({ page, request }) => {
  test.setTimeout(180_000);
  const [news] = await envelopeData<{ uid: string }[]>(request, 'post', '/api/news/v1/list', { newsCategory: null });
  const teams = await envelopeData<{ uid: string }[]>(request, 'post', '/api/leaderboards/v1/list', {
    entityType: 'group',
    editionCategory: 'edition_2nd',
    keyword: null,
    offset: 0,
    limit: 1,
  });
  const people = await envelopeData<{ uid: string }[]>(request, 'post', '/api/leaderboards/v1/list', {
    entityType: 'individual',
    editionCategory: 'edition_2nd',
    keyword: null,
    offset: 0,
    limit: 1,
  });
  const paths = [
    '/',
    '/pages/news',
    `/pages/news/${news!.uid}`,
    '/pages/recommend',
    '/pages/activity/info',
    '/pages/activity/kit',
    '/pages/activity/video',
    '/pages/activity/faq',
    '/pages/register',
    '/pages/register/guide',
    '/pages/register/signupGuide',
    '/pages/register/upload',
    '/pages/awards/second',
    '/heroPages/heroes/second',
    `/heroPages/second/team/${teams[0]!.uid}`,
    `/heroPages/second/individual/${people[0]!.uid}`,
    '/pages/sitemap',
    '/pages/abouttype',
    '/no/such/page',
  ];

  const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
  const files = new Map<string, string>();
  const save = (name: string, html: string) => {
    const file = join(dir, `${files.size}.html`);
    writeFileSync(file, html);
    files.set(file, name);
  };
  try {
    for (const path of paths) {
      await page.goto(path);
      save(path, await rendered(page));
    }
    // The individual form (the group form is the register page's default).
    await page.goto('/pages/register');
    await page.getByText('個人組').click();
    await expect(page.getByLabel('身分證字號', { exact: false }).first()).toBeVisible();
    save('/pages/register (個人組)', await rendered(page));

    // The signed-in upload steps.
    const registrant = await registerGroup(request, 'vnu', '林檢查');
    await signInThroughForm(page, registrant.registrationNumber, registrant.accessCode);
    await expect(page.getByRole('button', { name: '下一步' })).toBeVisible();
    for (let step = 1; step <= 4; step += 1) {
      save(`/pages/register/upload (step ${step})`, await rendered(page));
      if (step < 4) {
        await page.getByRole('button', { name: '下一步' }).click();
        const leave = page.getByRole('button', { name: '仍要繼續' });
        if (await leave.isVisible().catch(() => false)) await leave.click();
      }
    }
    expect(await vnuErrors(files)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
