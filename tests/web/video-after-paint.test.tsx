// @vitest-environment jsdom
// Our own film's player paints its poster (the video page's largest paint) before it fetches the film's
// first bytes and its captions (issue 33: fetched beside the poster, they ended before its paint now
// and then, and Lighthouse counted them against the LCP). Frames and timers are faked: no waiting on the clock.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OwnVideo } from '../../src/web/pages/activity/own-video';
import promo from '../../src/web/pages/activity/promo-video.json';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

describe('our own film: the poster before the film', () => {
  it('shows the poster at once, and names the sources and captions in the frame after', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const { container } = render(<OwnVideo film={promo} title="宣傳影片" />);
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('poster', promo.poster);
    expect(video.querySelectorAll('source, track')).toHaveLength(0);

    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.runOnlyPendingTimers());
    expect([...video.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual([promo.webm, promo.mp4]);
    expect(video.querySelector('track')).toHaveAttribute('src', promo.captions);
  });
});
