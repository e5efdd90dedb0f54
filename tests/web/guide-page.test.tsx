// @vitest-environment jsdom
// The registration guide against a real server: 25 slides, each image with its step's alt text from
// guide-slides.json (written by `npm run guide:images`), and the thumbnail strip following the slide.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import guide from '../../src/web/pages/register/guide-slides.json';
import { renderSite, routeApiTo } from '../helpers/site';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess();
  routeApiTo(server.url);
});
afterAll(async () => server?.close());
afterEach(() => cleanup());

async function openGuide() {
  await renderSite('/pages/register/guide');
  await screen.findByRole('heading', { level: 1, name: '報名指引' });
  return screen.getByRole('region', { name: '報名指引圖輯' });
}

describe('registration guide', () => {
  it('shows 25 step images with the alt text of each step, lazily loaded after the first', async () => {
    const gallery = await openGuide();
    expect(guide.slides).toHaveLength(25);
    // Slides out of view are hidden from assistive technology; their images are still in the page.
    const slides = within(gallery).getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(25);
    slides.forEach((slide, i) => {
      const image = within(slide).getByRole('img', { hidden: true });
      expect(image).toHaveAttribute('alt', guide.slides[i]!.alt);
      expect(image).toHaveAttribute('src', guide.slides[i]!.file);
      expect(image).toHaveAttribute('loading', i === 0 ? 'eager' : 'lazy');
      expect(slide).toHaveAttribute('aria-label', `第 ${i + 1} 張，共 25 張：步驟 ${i + 1}：${guide.slides[i]!.title}`);
    });
    // Only the active slide is exposed.
    expect(within(gallery).getByRole('img')).toHaveAccessibleName(guide.slides[0]!.alt);
    for (const s of guide.slides) expect(s.alt.length).toBeGreaterThan(10);
  });

  it('captions the active step under the slide, and the thumbnail strip follows it', async () => {
    const user = userEvent.setup();
    const gallery = await openGuide();
    const thumbs = within(within(gallery).getByRole('list', { name: '縮圖列表' })).getAllByRole('button');
    expect(thumbs).toHaveLength(25);
    thumbs.forEach((t, i) => expect(t.querySelector('img')).toHaveAttribute('src', guide.slides[i]!.thumbnail));
    const current = () => thumbs.filter((t) => t.getAttribute('aria-current') === 'true');
    const caption = () => gallery.querySelector('[aria-live="polite"]');

    expect(current()).toEqual([thumbs[0]]);
    expect(caption()).toHaveTextContent(`步驟 1：${guide.slides[0]!.title}`);

    await user.click(within(gallery).getByRole('button', { name: '下一張' }));
    expect(current()).toEqual([thumbs[1]]);
    expect(caption()).toHaveTextContent(`步驟 2：${guide.slides[1]!.title}`);

    await user.click(thumbs[17]!);
    expect(current()).toEqual([thumbs[17]]);
    expect(caption()).toHaveTextContent(`18 / 25`);
    expect(within(gallery).getByRole('img')).toHaveAccessibleName(guide.slides[17]!.alt);

    await user.keyboard('{ArrowRight}');
    expect(current()).toEqual([thumbs[18]]);
    expect(within(gallery).getByRole('img')).toHaveAccessibleName(guide.slides[18]!.alt);
  });

  it('leads on to the register page and the tutorial video', async () => {
    await openGuide();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: '前往立即報名' })).toHaveAttribute('href', '/pages/register');
    expect(within(main).getByRole('link', { name: '觀看報名教學影片' })).toHaveAttribute('href', '/pages/register/signupGuide');
  });
});
