// @vitest-environment jsdom
// The video pages with video ids configured: the click-to-load player requests nothing from the video
// service until play is pressed. (With no id, the default, see public-pages.test.tsx.)
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../helpers/site';
import { useSiteServer } from '../helpers/site-server';

const site = useSiteServer({ PROMO_VIDEO_ID: 'promo-test-id', TUTORIAL_VIDEO_ID: 'tutorial-test-id' });

describe('video pages', () => {
  const fromVideoService = () => document.querySelectorAll('[src*="youtube"], [src*="ytimg"], [href*="youtube"], [srcset*="ytimg"]');

  it.each([
    ['/pages/activity/video', '宣傳影片', () => site.settings.promoVideoId],
    ['/pages/register/signupGuide', '報名教學影片', () => site.settings.tutorialVideoId],
  ])('%s loads nothing from the video service until play is pressed', async (path, title, videoId) => {
    const user = userEvent.setup();
    await renderSite(path);
    await screen.findByRole('heading', { level: 1, name: title });
    const play = await screen.findByRole('button', { name: /播放影片/ });
    await waitFor(() => expect(play).toBeEnabled()); // the id comes with the settings
    expect(fromVideoService()).toHaveLength(0);

    await user.click(play);
    expect(screen.getByRole('status')).toHaveTextContent('影片載入中');
    const player = screen.getByTitle(title);
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', expect.stringMatching(new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${videoId()}\\?`)));
    expect(screen.queryByRole('button', { name: /播放影片/ })).toBeNull();
  });
});
