// The 25 guide steps, in the order a new registrant meets them: each names its image, the caption
// shown under the slide, the alt text (zh-TW), and how to reach and frame the screen. One tour runs
// them in order against the real site; a step may open its own browser context (a fresh visitor,
// a phone) when the story needs one. Selectors follow e2e/register.spec.ts, account.spec.ts and
// upload.spec.ts.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { dialogOnCanvas, dismissToasts, frame, onCanvas, PHONE, SCALE, screenshot, shoot, VIEWPORT } from './frame';
import { guideContext } from './fixed';
import { mp4File, pdfFile, scenePhoto } from './files';
import { DOCUMENT_LABELS as DOC, EMPLOYMENT_PROOF_WHO } from '../../src/shared/labels';
import { RECOMMENDATION_LABELS as REC } from '../../src/shared/recommendation-labels';
import { OTHER_TEXT } from '../../src/web/pages/upload/workflow/texts';

export interface Tour {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  baseURL: string;
  dataDir: string;
  email: string;
  registrationNumber: string;
}

export interface GuideStep {
  /** Image file name without extension. */
  name: string;
  /** Caption under the slide and the thumbnail's name. */
  title: string;
  /** What the image shows, for people who cannot see it. */
  alt: string;
  /** Brings the screen up and returns a 1280 × 720 PNG. */
  shoot: (tour: Tour) => Promise<Buffer>;
}

const UNIT_CATEGORY = '旅館業（含觀光旅館、一般旅館）';
const VENDOR = '晨曦大飯店（示範）';

async function passSecurityCheck(scope: Page | Locator) {
  await scope.getByText('我不是機器人').click();
  await expect(scope.getByText('已驗證')).toBeVisible({ timeout: 20_000 });
}

const stepsNav = (page: Page) => page.getByRole('navigation', { name: '上傳步驟' });
const currentStep = (page: Page) => stepsNav(page).locator('[aria-current="step"]');

async function addMerit(section: Locator, year: string, month: string, text: string) {
  await section.getByLabel('年度').selectOption(year);
  await section.getByLabel('月份').selectOption(month);
  await section.getByLabel('事蹟說明').fill(text);
  await section.getByRole('button', { name: '新增', exact: true }).click();
  await expect(section.getByRole('row').filter({ hasText: text })).toBeVisible();
}

/** A new browser context shaped like a phone, for a screen a visitor opens on the go. */
async function onPhone(tour: Tour, run: (page: Page) => Promise<void>): Promise<Buffer> {
  const context = await guideContext(tour.browser, tour.baseURL, { viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await run(page);
    await page.waitForTimeout(300);
    return await onCanvas(await screenshot(page));
  } finally {
    await context.close();
  }
}

async function letterHtml(tour: Tour): Promise<string> {
  const outbox = join(tour.dataDir, 'outbox');
  let html = '';
  await expect(async () => {
    for (const file of await readdir(outbox)) {
      const mail = await simpleParser(await readFile(join(outbox, file)));
      const to = Array.isArray(mail.to) ? mail.to : [mail.to];
      if (to.some((a) => a?.text.includes(tour.email)) && typeof mail.html === 'string') html = mail.html;
    }
    expect(html).not.toBe('');
  }).toPass({ timeout: 20_000 });
  return html;
}

export const GUIDE_STEPS: GuideStep[] = [
  {
    name: 'register-page',
    title: '開啟「立即報名」頁面',
    alt: '手機畫面：第三屆觀光金質獎網站的「立即報名」頁面頂端，顯示頁面標題、報名說明與報名表開頭。',
    shoot: (tour) =>
      onPhone(tour, async (page) => {
        await page.goto('/pages/register');
        await expect(page.getByRole('heading', { level: 1, name: '立即報名' })).toBeVisible();
      }),
  },
  {
    name: 'entity-type',
    title: '選擇報名組別：團體組或個人組',
    alt: '報名表的「報名組別」選項，可選擇團體組或個人組，預設為團體組。',
    shoot: async ({ page }) => {
      await page.goto('/pages/register');
      // The page first asks for the group (e2e/register.spec.ts); the form then shows it as a radio.
      await page.getByRole('button', { name: '團體組' }).click();
      await expect(page.getByRole('radio', { name: '團體組' })).toBeChecked();
      return frame(page, page.getByRole('radio', { name: '團體組' }).locator('xpath=ancestor::*[@role="radiogroup" or self::fieldset][1]'));
    },
  },
  {
    name: 'unit-category',
    title: '選擇單位類別',
    alt: `「單位類別」下拉選單已選擇「${UNIT_CATEGORY}」，下方為單位名稱的搜尋欄位。`,
    shoot: async ({ page }) => {
      await page.getByLabel('單位類別').selectOption({ label: UNIT_CATEGORY });
      // The category's units arrive after the choice: shoot once they are listed.
      await expect(page.getByRole('radio', { name: VENDOR })).toBeVisible();
      return frame(page, page.getByLabel('單位類別'));
    },
  },
  {
    name: 'vendor-search',
    title: '搜尋並選取單位名稱',
    alt: `在「單位名稱」輸入關鍵字「晨曦」並按「搜尋」，從搜尋結果選取「${VENDOR}」，下方顯示「已選擇」。`,
    shoot: async ({ page }) => {
      await page.getByRole('textbox', { name: '單位名稱' }).fill('晨曦');
      await page.getByRole('button', { name: '搜尋' }).click();
      await page.getByRole('radio', { name: VENDOR }).check();
      await expect(page.getByText(`已選擇：${VENDOR}`)).toBeVisible();
      return frame(page, page.getByRole('textbox', { name: '單位名稱' }));
    },
  },
  {
    name: 'provisions',
    title: '填寫統一編號，勾選符合的資格條款',
    alt: '填入統一編號後，在「符合之資格條款」勾選符合的條款，並回答是否曾受處分（選「否」）。',
    shoot: async ({ page }) => {
      await page.getByLabel('統一編號').fill('04595257');
      await page.getByRole('group', { name: /符合之資格條款/ }).getByRole('checkbox').first().check();
      await page.getByRole('radiogroup', { name: /是否曾受/ }).getByRole('radio', { name: '否' }).check();
      return frame(page, page.getByLabel('統一編號'));
    },
  },
  {
    name: 'contact',
    title: '填寫聯絡人資料',
    alt: '聯絡人區塊：填入聯絡人姓名、聯絡電話與電子郵件；報名完成通知信會寄到這個電子郵件。',
    shoot: async ({ page, email }) => {
      await page.getByLabel('聯絡人姓名').fill('王小明');
      await page.getByLabel('聯絡電話').fill('02-2345-6789');
      await page.getByLabel('電子郵件').fill(email);
      return frame(page, page.getByLabel('聯絡人姓名'));
    },
  },
  {
    name: 'address',
    title: '選擇縣市與鄉鎮市區，填寫地址',
    alt: '先選擇縣市「臺北市」，鄉鎮市區選單隨之列出該縣市的區域，選擇「100 中正區」後填寫地址。',
    shoot: async ({ page }) => {
      await page.getByLabel('縣市').selectOption({ label: '臺北市' });
      const district = page.getByLabel('鄉鎮市區');
      await expect(district.locator('option', { hasText: '中正區' })).toHaveCount(1);
      await district.selectOption({ label: '100 中正區' });
      await page.getByLabel('地址').fill('忠孝東路一段 1 號');
      return frame(page, page.getByLabel('縣市'));
    },
  },
  {
    name: 'security-check',
    title: '完成安全驗證',
    alt: '點選「我不是機器人」完成安全驗證，驗證通過後顯示「已驗證」。',
    shoot: async ({ page }) => {
      await passSecurityCheck(page);
      return frame(page, page.getByText('已驗證'));
    },
  },
  {
    name: 'commitments',
    title: '詳閱承諾事項並勾選同意',
    alt: '承諾事項的內容，下方勾選「我已詳閱並同意上述承諾事項」，旁邊是「送出報名」按鈕。',
    shoot: async ({ page }) => {
      const agree = page.getByRole('checkbox', { name: '我已詳閱並同意上述承諾事項' });
      await agree.check();
      await agree.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      return shoot(page);
    },
  },
  {
    name: 'submit-errors',
    title: '有欄位需要修正時，依提示修改',
    alt: '送出時若有欄位不符規定，頁面列出「請修正下列欄位」清單，點選清單項目即跳到該欄位，欄位下方也顯示錯誤說明。',
    // A second visitor who submits too early: the tour's own form stays as it is.
    shoot: async ({ browser, baseURL }) => {
      const context = await guideContext(browser, baseURL, { viewport: VIEWPORT, deviceScaleFactor: SCALE });
      try {
        const page = await context.newPage();
        await page.goto('/pages/register');
        await page.getByRole('button', { name: '團體組' }).click();
        await page.getByLabel('單位類別').selectOption({ label: '旅行業' });
        await page.getByLabel('單位名稱').fill('晨曦旅行社');
        await page.getByLabel('統一編號').fill('12345678');
        await page.getByLabel('電子郵件').fill('not-an-email');
        await page.getByRole('button', { name: '送出報名' }).click();
        const summary = page.getByRole('region', { name: '請修正下列欄位' });
        await expect(summary).toBeVisible();
        return await frame(page, summary);
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'success',
    title: '送出報名，記下報名編號與上傳登入碼',
    alt: '報名表已送出：畫面顯示報名編號與上傳登入碼（點選可複製），並說明接下來要做的事；同樣的資料也會寄到聯絡人信箱。',
    shoot: async (tour) => {
      const { page } = tour;
      await page.getByRole('button', { name: '送出報名' }).click();
      const success = page.getByRole('region', { name: '報名表已送出' });
      await expect(success).toBeVisible({ timeout: 20_000 });
      return frame(page, success);
    },
  },
  {
    name: 'letter',
    title: '收到報名完成通知信',
    alt: '報名完成通知信的內容：報名編號、上傳登入碼、上傳資料的截止時間，以及前往上傳資料的按鈕。',
    shoot: async (tour) => {
      const html = await letterHtml(tour);
      const page = await tour.context.newPage();
      try {
        await page.setContent(html, { waitUntil: 'load' });
        return await shoot(page);
      } finally {
        await page.close();
      }
    },
  },
  {
    name: 'login',
    title: '按「繼續上傳資料」，登入資料已帶入',
    alt: '上傳資料的登入頁：報名編號與上傳登入碼已自動帶入，完成安全驗證後按「登入」。',
    shoot: async (tour) => {
      const { page } = tour;
      await page.getByRole('button', { name: '繼續上傳資料' }).click();
      await expect(page).toHaveURL(/\/pages\/register\/upload/);
      await expect(page.getByLabel('報名編號')).not.toHaveValue('');
      tour.registrationNumber = await page.getByLabel('報名編號').inputValue();
      return frame(page, page.getByRole('heading', { name: '登入上傳資料' }));
    },
  },
  {
    name: 'resend-code',
    title: '忘記上傳登入碼時，申請重新寄送',
    alt: '「重新寄送上傳登入碼」視窗：選擇組別並填入報名時的聯絡人姓名、電話與電子郵件，系統會寄出新的登入碼。',
    shoot: async ({ page }) => {
      await page.getByRole('button', { name: '忘記登入碼？重新寄送' }).click();
      const dialog = page.getByRole('dialog', { name: '重新寄送上傳登入碼' });
      await expect(dialog).toBeVisible();
      const image = await dialogOnCanvas(page, dialog);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      return image;
    },
  },
  {
    name: 'signed-in',
    title: '登入後的上傳資料頁',
    alt: '登入後的上傳資料頁：上方是五個上傳步驟與上傳截止的倒數時間，右側有「編輯報名表」按鈕。',
    shoot: async ({ page }) => {
      await passSecurityCheck(page);
      await page.getByRole('button', { name: '登入', exact: true }).click();
      await expect(page.getByRole('link', { name: '編輯報名表' })).toBeVisible({ timeout: 20_000 });
      await expect(stepsNav(page).getByRole('button')).toHaveCount(5);
      return frame(page);
    },
  },
  {
    name: 'edit-registration',
    title: '送出資料前，可修改報名資料',
    alt: '修改報名資料頁：已帶入原本填寫的內容，單位類別與單位名稱不可修改，其他欄位修改後按「修改報名資料」儲存。',
    shoot: async ({ page }) => {
      await page.getByRole('link', { name: '編輯報名表' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '修改報名資料' })).toBeVisible();
      await expect(page.getByLabel('統一編號')).toHaveValue('04595257');
      const image = await frame(page);
      await page.goto('/pages/register/upload');
      await expect(stepsNav(page)).toBeVisible({ timeout: 20_000 });
      return image;
    },
  },
  {
    name: 'step1-merit',
    title: '步驟 1：新增觀光優良事蹟',
    alt: '步驟 1「觀光優良事蹟」：選擇年度與月份、填寫事蹟說明後按「新增」，新增的事蹟列在下方表格。',
    shoot: async ({ page }) => {
      const merits = page.getByRole('region', { name: '觀光優良事蹟' });
      await addMerit(merits, '114', '3', '舉辦國際旅展，吸引逾十萬人次參觀。');
      await addMerit(merits, '113', '11', '協助偏鄉民宿數位行銷，訂房成長三成。');
      await dismissToasts(page);
      return frame(page, merits);
    },
  },
  {
    name: 'step2-photos',
    title: '步驟 2：上傳事蹟照片並填寫說明',
    alt: '步驟 2「事蹟照片」：選擇照片檔案並填寫照片說明後按「新增照片」，已上傳的照片以縮圖列出，並顯示已上傳張數。',
    shoot: async ({ page }) => {
      await page.getByRole('button', { name: '下一步' }).click();
      await expect(currentStep(page)).toContainText('事蹟照片');
      const scenes = [
        ['#7ec8e3', '#2f6f4f', '#3b7ea1', '日月潭環湖導覽活動'],
        ['#f7b267', '#6b4226', '#d9825b', '夕陽下的海岸步道'],
        ['#a0c4ff', '#386641', '#577590', '山城老街文化走讀'],
      ] as const;
      for (const [i, [sky, hills, water, caption]] of scenes.entries()) {
        const file = await scenePhoto(`event-${i + 1}.jpg`, sky, hills, water);
        await page.getByLabel('照片檔案').setInputFiles(file);
        await expect(page.getByText(`已上傳：${file.name}`)).toBeVisible({ timeout: 20_000 });
        await page.getByLabel('照片說明').fill(caption);
        await page.getByRole('button', { name: '新增照片' }).click();
        await expect(page.getByRole('img', { name: caption })).toBeVisible();
      }
      return frame(page, page.getByLabel('照片說明'), 200);
    },
  },
  {
    name: 'step3-recommendation',
    title: `步驟 3：${REC.method}與${DOC['recommendation-letter']}`,
    alt: `步驟 3「其他資料」的推薦區塊：已帶入報名表的推薦方式「${REC.self}」，上傳${DOC['recommendation-letter']} PDF、填寫${REC.unit}後按「${OTHER_TEXT.save}」。`,
    shoot: async ({ page }) => {
      await page.getByRole('button', { name: '下一步' }).click();
      await expect(currentStep(page)).toContainText('其他資料');
      await page.getByRole('radio', { name: REC.self }).check();
      await page.getByLabel(DOC['recommendation-letter'], { exact: true }).setInputFiles(pdfFile(`${DOC['recommendation-letter']}.pdf`));
      await expect(page.getByRole('link', { name: `${DOC['recommendation-letter']}.pdf` })).toBeVisible({ timeout: 20_000 });
      await page.getByLabel(REC.unit).fill('臺北市旅館商業同業公會');
      await page.getByRole('button', { name: OTHER_TEXT.save }).click();
      await expect(page.getByText(OTHER_TEXT.savedSummary(REC.self))).toBeVisible();
      return frame(page, page.getByRole('radio', { name: REC.self }));
    },
  },
  {
    name: 'step3-workplace',
    title: '步驟 3：上傳工作場所照片',
    alt: '工作場所照片區塊：一次可複選多張照片上傳，已上傳的照片以縮圖列出並顯示張數；建議使用近 6 個月內、300 dpi 以上的照片。',
    shoot: async ({ page }) => {
      const palette = [
        ['#bde0fe', '#588157', '#457b9d'],
        ['#ffd6a5', '#8d6e63', '#6d597a'],
        ['#caffbf', '#2d6a4f', '#1d3557'],
        ['#ffc8dd', '#7b2cbf', '#5a189a'],
        ['#e9edc9', '#606c38', '#283618'],
      ] as const;
      const files = await Promise.all(palette.map(([s, h, w], i) => scenePhoto(`workplace-${i + 1}.jpg`, s, h, w)));
      await page.getByLabel('選擇照片（可複選）').setInputFiles(files);
      await expect(page.getByText('已上傳 5 / 5 張')).toBeVisible({ timeout: 60_000 });
      await dismissToasts(page);
      return frame(page, page.getByRole('region', { name: '工作場所照片' }));
    },
  },
  {
    name: 'step3-proof',
    title: `步驟 3：${DOC['employment-proof']}（${EMPLOYMENT_PROOF_WHO}）`,
    alt: `「${DOC['employment-proof']}」區塊：僅${EMPLOYMENT_PROOF_WHO}須上傳；本指引以團體組示範，畫面顯示「${OTHER_TEXT.proofNeed['not-needed']}」。`,
    shoot: async ({ page }) => {
      const section = page.getByRole('region', { name: DOC['employment-proof'] });
      await expect(section.getByText(OTHER_TEXT.proofNeed['not-needed'])).toBeVisible({ timeout: 20_000 });
      return frame(page, section);
    },
  },
  {
    name: 'step3-video',
    title: '步驟 3：上傳自我介紹影片（選填）',
    alt: '「自我介紹影片（選填）」區塊：可上傳 50MB 以內的 MP4 影片，上傳後顯示檔名。',
    shoot: async ({ page }) => {
      await page.getByLabel('選擇檔案（自我介紹影片（選填））').setInputFiles(mp4File('自我介紹.mp4'));
      await expect(page.getByRole('link', { name: '自我介紹.mp4' })).toBeVisible({ timeout: 20_000 });
      await dismissToasts(page);
      return frame(page, page.getByRole('link', { name: '自我介紹.mp4' }).locator('xpath=ancestor::section[1]'));
    },
  },
  {
    name: 'step4-bonus',
    title: '步驟 4：新增加分事蹟',
    alt: '步驟 4「加分事蹟」：在「觀光永續發展」等項目選擇年度、月份並填寫說明後按「新增」，頁面下方有「送出資料」按鈕。',
    shoot: async ({ page }) => {
      await page.getByRole('button', { name: '下一步' }).click();
      await expect(currentStep(page)).toContainText('加分事蹟');
      const section = page.getByRole('region', { name: '觀光永續發展' });
      await addMerit(section, '112', '7', '推動無塑旅遊，減少一次性用品。');
      await dismissToasts(page);
      return frame(page, section);
    },
  },
  {
    name: 'check-answers',
    title: '送出前確認資料',
    alt: '「確認送出資料」視窗：列出各項資料的筆數、張數與檔名，提醒資料送出後將無法再修改，完成安全驗證後按「確定送出」。',
    shoot: async ({ page }) => {
      await page.getByRole('button', { name: '送出資料' }).click();
      const dialog = page.getByRole('dialog', { name: '確認送出資料' });
      await expect(dialog.getByText('資料送出後將無法再修改，確定送出？')).toBeVisible();
      return dialogOnCanvas(page, dialog);
    },
  },
  {
    name: 'step5-done',
    title: '步驟 5：完成報名，下載報名收據',
    alt: '步驟 5「完成」：顯示「恭喜您，完成報名！」，並提供「下載報名收據（PDF）」連結。',
    shoot: async ({ page }) => {
      const dialog = page.getByRole('dialog', { name: '確認送出資料' });
      await passSecurityCheck(dialog);
      await dialog.getByRole('button', { name: '確定送出' }).click();
      await expect(page.getByText('恭喜您，完成報名！')).toBeVisible({ timeout: 20_000 });
      await expect(currentStep(page)).toContainText('完成');
      return frame(page, stepsNav(page));
    },
  },
];
