// @vitest-environment jsdom
// The registration guide against a real server: 25 slides, each image with its step's alt text from
// guide-slides.json (written by `npm run guide:images`), and the thumbnail strip following the slide.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  it('shows 25 step slides; only the first has its image at once, the others arrive as they come near', async () => {
    const user = userEvent.setup();
    const gallery = await openGuide();
    expect(guide.slides).toHaveLength(25);
    const slides = within(gallery).getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(25);
    slides.forEach((slide, i) => expect(slide).toHaveAttribute('aria-label', `第 ${i + 1} 張，共 25 張：步驟 ${i + 1}：${guide.slides[i]!.title}`));
    // The first slide is the page's largest paint: its image alone is fetched, first and with priority.
    const first = within(slides[0]!).getByRole('img', { hidden: true });
    expect(first).toHaveAttribute('alt', guide.slides[0]!.alt);
    expect(first).toHaveAttribute('src', guide.slides[0]!.file);
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(within(gallery).getAllByRole('img', { hidden: true }).filter((img) => !img.closest('li'))).toHaveLength(1);
    // Moving on brings the shown slide's image and its neighbours' (for the next arrow press).
    await user.click(within(gallery).getByRole('button', { name: '下一張' }));
    for (const i of [0, 1, 2]) {
      expect(within(slides[i]!).getByRole('img', { hidden: true })).toHaveAttribute('src', guide.slides[i]!.file);
    }
    expect(within(slides[3]!).queryByRole('img', { hidden: true })).toBeNull();
    expect(within(gallery).getByRole('img')).toHaveAccessibleName(guide.slides[1]!.alt);
    for (const s of guide.slides) expect(s.alt.length).toBeGreaterThan(10);
  });

  it('captions the active step under the slide, and the thumbnail strip follows it', async () => {
    const user = userEvent.setup();
    const gallery = await openGuide();
    const thumbs = within(within(gallery).getByRole('list', { name: '縮圖列表' })).getAllByRole('button');
    expect(thumbs).toHaveLength(25);
    // The thumbnails come once the first slide has painted (gallery.tsx, issue 33); jsdom loads no image.
    fireEvent.load(within(gallery).getByRole('img'));
    await waitFor(() => thumbs.forEach((t, i) => expect(t.querySelector('img')).toHaveAttribute('src', guide.slides[i]!.thumbnail)));
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
