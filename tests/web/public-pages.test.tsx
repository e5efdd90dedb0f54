// @vitest-environment jsdom
// The public content pages against a real server: FAQ disclosures, the brochure slider and its
// thumbnails, the video pages with no video-service id configured (our own films), the site map.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
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
  /** The captions of a committed WebVTT file, in order (one line per cue). */
  const captionsOf = (url: string) =>
    readFileSync(join(import.meta.dirname, '../../src/web/public', url), 'utf8')
      .split(/\n\n+/)
      .filter((block) => block.includes(' --> '))
      .map((block) => block.split('\n').slice(2).filter(Boolean).join(' '));
  /** The player once its sources are in: they come a frame after the poster (own-video.tsx, issue 33). */
  const playerWithSources = () =>
    waitFor(() => {
      const video = document.querySelector('video');
      expect(video?.querySelector('source')).toBeTruthy();
      return video!;
    });

  it.each([
    ['/pages/activity/video', '宣傳影片', '/video/promo'],
    ['/pages/register/signupGuide', '報名教學影片', '/video/tutorial'],
  ])('%s plays our own film with captions on by default and its transcript below, while no video-service id is configured (the default)', async (path, title, base) => {
    expect(site.settings.promoVideoId).toBe('');
    expect(site.settings.tutorialVideoId).toBe('');
    await renderSite(path);
    await screen.findByRole('heading', { level: 1, name: title });
    // (The settings decide the player: until they are in, the frame shows the loading state.)
    const video = await playerWithSources();
    const region = screen.getByRole('region', { name: title });
    expect(region).toContainElement(video);
    expect(video).toHaveAttribute('poster', `${base}-poster.jpg`);
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('controls');
    expect([...video.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.getAttribute('type')])).toEqual([
      [`${base}.webm`, 'video/webm'],
      [`${base}.mp4`, 'video/mp4'],
    ]);
    const track = video.querySelector('track')!;
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('srclang', 'zh-Hant');
    expect(track).toHaveAttribute('src', `${base}.vtt`);
    expect(track).toHaveAttribute('default');
    // The loading state of SPEC.md until the film's metadata is in.
    expect(within(region).getByRole('status')).toHaveTextContent('影片載入中');
    fireEvent(video, new Event('loadedmetadata'));
    expect(within(region).queryByRole('status')).toBeNull();

    // The transcript: one paragraph per caption of the track, in the same order, each with its description.
    const transcript = screen.getByRole('region', { name: '影片文字稿' });
    const paragraphs = within(transcript).getAllByText((_, el) => el?.tagName === 'P');
    const captions = captionsOf(`${base}.vtt`);
    expect(captions.length).toBeGreaterThan(5);
    expect(paragraphs.map((p) => p.querySelector('strong')?.textContent)).toEqual(captions);
    for (const p of paragraphs) expect(p.textContent!.length).toBeGreaterThan(p.querySelector('strong')!.textContent!.length + 5);

    // Nothing from a video service, and no privacy note about one.
    expect(screen.queryByRole('button', { name: /播放影片/ })).toBeNull();
    expect(screen.queryByText(/按下播放後/)).toBeNull();
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });

  it('drops the loading state when the browser holds off loading until play (iOS: suspend before any metadata)', async () => {
    await renderSite('/pages/register/signupGuide');
    const video = await playerWithSources();
    const region = screen.getByRole('region', { name: '報名教學影片' });
    expect(within(region).getByRole('status')).toHaveTextContent('影片載入中');
    fireEvent(video, new Event('suspend'));
    expect(within(region).queryByRole('status')).toBeNull();
    expect(within(region).queryByRole('alert')).toBeNull();
  });

  it('shows the error state of SPEC.md when the film cannot be loaded, and tries again on request', async () => {
    const user = userEvent.setup();
    await renderSite('/pages/activity/video');
    await playerWithSources();
    const region = screen.getByRole('region', { name: '宣傳影片' });
    // Every source failed: the last <source> reports it (the <video> itself does not).
    fireEvent.error(region.querySelector('source[type="video/mp4"]')!);
    expect(within(region).getByRole('alert')).toHaveTextContent(messages.videoFailed);
    expect(region.querySelector('video')).toBeNull();

    await user.click(within(region).getByRole('button', { name: '重新載入' }));
    expect(within(region).queryByRole('alert')).toBeNull();
    expect(region.querySelector('video')).not.toBeNull();
    expect(within(region).getByRole('status')).toHaveTextContent('影片載入中');
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
