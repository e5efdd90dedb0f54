// @vitest-environment jsdom
// The public content pages against a real server: FAQ disclosures, the brochure slider and its
// thumbnails, the video pages with no video configured, the site map.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../helpers/site';
import { useSiteServer } from '../helpers/site-server';

const site = useSiteServer();

const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

describe('FAQ', () => {
  it('lists 14 questions, each a button that opens and closes its answer', async () => {
    const user = userEvent.setup();
    await renderSite('/pages/activity/faq');
    await screen.findByRole('heading', { level: 1, name: '常見問題' });
    const main = screen.getByRole('main');
    const questions = within(main).getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(14);
    for (const q of questions) expect(panelOf(q)).not.toBeVisible();

    const fee = within(main).getByRole('button', { name: /報名需要費用嗎/ });
    await user.click(fee);
    expect(fee).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(fee)).toBeVisible();
    expect(panelOf(fee)).toHaveTextContent('完全免費');
    // Other answers stay closed.
    expect(within(main).getAllByRole('button', { expanded: true })).toHaveLength(1);

    await user.click(fee);
    expect(fee).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(fee)).not.toBeVisible();
  });

  it('answers link to our pages inside the app and show the contact data of the settings', async () => {
    const user = userEvent.setup();
    const { router } = await renderSite('/pages/activity/faq');
    const main = screen.getByRole('main');
    const last = await within(main).findByRole('button', { name: /還有其他問題/ });
    await user.click(last);
    expect(within(panelOf(last)).getByRole('link', { name: site.settings.mailbox })).toHaveAttribute('href', `mailto:${site.settings.mailbox}`);

    const fee = within(main).getByRole('button', { name: /報名需要費用嗎/ });
    await user.click(fee);
    await user.click(within(panelOf(fee)).getByRole('link', { name: '立即報名' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/register'));
  });
});

describe('brochure gallery', () => {
  it('moves with the arrows and the keyboard, and the thumbnail strip follows the active slide', async () => {
    const user = userEvent.setup();
    await renderSite('/pages/activity/info');
    const gallery = await screen.findByRole('region', { name: '活動簡章圖輯' });
    const thumbs = within(within(gallery).getByRole('list', { name: '縮圖列表' })).getAllByRole('button');
    const total = thumbs.length;
    expect(total).toBeGreaterThan(6); // more than one view of thumbnails
    const shown = () => within(gallery).getByRole('group').getAttribute('aria-label');
    const current = () => thumbs.filter((t) => t.getAttribute('aria-current') === 'true');

    expect(shown()).toMatch(new RegExp(`^第 1 張，共 ${total} 張`));
    expect(current()).toEqual([thumbs[0]]);

    await user.click(within(gallery).getByRole('button', { name: '下一張' }));
    expect(shown()).toMatch(/^第 2 張/);
    expect(current()).toEqual([thumbs[1]]);

    await user.click(thumbs[7]!);
    expect(shown()).toMatch(/^第 8 張/);
    expect(current()).toEqual([thumbs[7]]);

    await user.keyboard('{ArrowRight}');
    expect(shown()).toMatch(/^第 9 張/);
    expect(current()).toEqual([thumbs[8]]);

    // Previous from the first slide wraps to the last.
    await user.click(thumbs[0]!);
    await user.click(within(gallery).getByRole('button', { name: '上一張' }));
    expect(shown()).toMatch(new RegExp(`^第 ${total} 張`));
    expect(current()).toEqual([thumbs[total - 1]]);
    expect(within(gallery).getByRole('img')).toHaveAccessibleName(expect.stringContaining('聯絡我們'));
  });

  it('offers the brochure and regulation PDFs', async () => {
    await renderSite('/pages/activity/info');
    expect(await screen.findByRole('link', { name: /活動簡章.*PDF/ })).toHaveAttribute('href', '/downloads/brochure.pdf');
    expect(screen.getByRole('link', { name: /實施要點.*PDF/ })).toHaveAttribute('href', '/downloads/regulation.pdf');
  });
});

describe('the quick guide and FAQ state the required set as the final check does', () => {
  // Every item schemas/confirm-required.schema.json requires, by the name the check reports it under.
  const required = ['觀光優良事蹟', '觀光活動照片', '年資證明', '推薦書', '推薦編號', '工作場所照片'];

  it('the quick guide lists each required item as required, none as optional, and the employment proof only for individuals', async () => {
    await renderSite('/pages/activity/kit');
    const optional = await screen.findByText(/^選填：/);
    const list = optional.parentElement!.querySelector('ul')!;
    for (const name of required) expect(list, name).toHaveTextContent(name);
    for (const name of required) expect(optional.textContent, name).not.toContain(name);
    const proof = within(list).getByText(/年資證明/);
    expect(proof).toHaveTextContent('個人組（旅行業從業人員除外）');
    expect(proof).toHaveTextContent('團體組免附');
  });

  it('the FAQ answer on materials lists the same required items', async () => {
    const user = userEvent.setup();
    await renderSite('/pages/activity/faq');
    const q = await screen.findByRole('button', { name: /需要準備哪些資料/ });
    await user.click(q);
    const answer = panelOf(q);
    const list = answer.querySelector('ul')!;
    for (const name of required) expect(list, name).toHaveTextContent(name);
    expect(answer.querySelector('ul ~ p')!.textContent).not.toContain('觀光活動照片');
    expect(list).toHaveTextContent('個人組（旅行業從業人員除外）');
  });
});

describe('video pages', () => {
  it.each([
    ['/pages/activity/video', '宣傳影片'],
    ['/pages/register/signupGuide', '報名教學影片'],
  ])('%s says the video is not published yet while no id is configured (the default)', async (path, title) => {
    expect(site.settings.promoVideoId).toBe('');
    expect(site.settings.tutorialVideoId).toBe('');
    await renderSite(path);
    await screen.findByRole('heading', { level: 1, name: title });
    expect(await screen.findByText('影片尚未發布，敬請期待')).toBeVisible();
    expect(screen.queryByRole('button', { name: /播放影片/ })).toBeNull();
    expect(screen.queryByText(/按下播放後/)).toBeNull();
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });
});

describe('site map', () => {
  it('explains the three access keys and links every page of the header menus', async () => {
    await renderSite('/pages/sitemap');
    const main = screen.getByRole('main');
    await within(main).findByRole('heading', { level: 1, name: '網站導覽' });
    for (const key of ['U', 'C', 'Z']) expect(within(main).getByText(key, { selector: 'kbd' })).toBeInTheDocument();
    const headerLinks = within(screen.getByRole('navigation', { name: '主選單' }))
      .getAllByRole('link', { hidden: true })
      .map((a) => a.getAttribute('href'));
    const mapLinks = within(main).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(headerLinks.length).toBeGreaterThan(10);
    for (const href of headerLinks) expect(mapLinks).toContain(href);
  });
});
