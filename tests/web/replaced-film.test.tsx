// @vitest-environment jsdom
// Issue 31: a film an editor replaced in the back office plays on its page instead of the built-in one: its
// MP4 (no WebM of the built-in film), its captions track, and a transcript from the stored cues.
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { components } from '../../src/shared/generated/api';
import { VideoPage } from '../../src/web/pages/activity/video-page';
import { SettingsProvider } from '../../src/web/settings/settings-context';

type PublicSettings = components['schemas']['PublicSettings'];

const REPLACED = {
  mp4: '/api/video/v1/files/7d2b1f0e-0000-4000-8000-000000000001',
  captions: '/api/video/v1/files/7d2b1f0e-0000-4000-8000-000000000002',
  cues: [
    { start: 0, end: 3, text: '第一段字幕' },
    { start: 3, end: 6, text: '報名從這裡開始' },
  ],
};

function renderPage(video: 'promo' | 'tutorial', replacedFilms: PublicSettings['replacedFilms']) {
  // Only what the video page reads of the settings matters here.
  const settings = { promoVideoId: '', tutorialVideoId: '', replacedFilms } as PublicSettings;
  const router = createMemoryRouter([{ path: '/', element: <VideoPage video={video} />, handle: { title: '報名教學影片' } }]);
  render(
    <SettingsProvider initial={settings}>
      <RouterProvider router={router} />
    </SettingsProvider>,
  );
}

afterEach(() => cleanup());

describe('a replaced film', () => {
  it('plays the MP4 the settings name, with its captions and a transcript of its cues', async () => {
    renderPage('tutorial', { tutorial: REPLACED });
    const video = document.querySelector('video')!;
    // The sources come a frame after the player (own-video.tsx: after the poster's paint).
    await waitFor(() => expect([...video.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.getAttribute('type')])).toEqual([[REPLACED.mp4, 'video/mp4']]));
    expect(video.querySelector('track')).toHaveAttribute('src', REPLACED.captions);
    expect(video).not.toHaveAttribute('poster');
    const transcript = screen.getByRole('region', { name: '影片文字稿' });
    expect(within(transcript).getAllByText((_, el) => el?.tagName === 'P').map((p) => p.textContent)).toEqual(['第一段字幕', '報名從這裡開始']);
  });

  it('leaves the other film built-in', async () => {
    renderPage('promo', { tutorial: REPLACED });
    const video = document.querySelector('video')!;
    await waitFor(() => expect([...video.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual(['/video/promo.webm', '/video/promo.mp4']));
    expect(video.querySelector('track')).toHaveAttribute('src', '/video/promo.vtt');
  });
});
