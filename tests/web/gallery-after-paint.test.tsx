// @vitest-environment jsdom
// The brochure gallery fetches its first slide alone: the thumbnails and the neighbouring slides come
// once that slide has been painted (issue 33: fetched beside it, they ended before its paint, which
// waits for the page's code, and Lighthouse counted them against the brochure's LCP). Their places are
// held meanwhile. Frames and timers are faked: no waiting on the clock.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Gallery, type GallerySlide } from '../../src/web/pages/activity/gallery';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const slides: GallerySlide[] = Array.from({ length: 5 }, (_, i) => ({
  src: `/art/slide-${i + 1}.webp`,
  thumb: `/art/slide-${i + 1}-thumb.webp`,
  title: `第 ${i + 1} 頁`,
  alt: `投影片 ${i + 1}`,
}));

const images = (container: HTMLElement) => [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));

describe('brochure gallery: the first slide before the rest', () => {
  it('has only the first slide until it has been painted, then its neighbours and every thumbnail', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const { container } = render(<Gallery slides={slides} label="活動簡章圖輯" />);
    const strip = screen.getByRole('list', { name: '縮圖列表' });
    expect(within(strip).getAllByRole('button')).toHaveLength(5);
    expect(images(container)).toEqual(['/art/slide-1.webp']);

    // Loaded, not yet painted: still nothing else is fetched.
    fireEvent.load(screen.getByAltText('投影片 1'));
    expect(images(container)).toEqual(['/art/slide-1.webp']);

    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.runOnlyPendingTimers());
    expect(images(strip)).toEqual(slides.map((s) => s.thumb));
    expect(images(container).filter((src) => !src?.includes('thumb'))).toEqual(['/art/slide-1.webp', '/art/slide-2.webp', '/art/slide-5.webp']);
  });

  it('a first slide that fails still lets the rest come', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    render(<Gallery slides={slides} label="活動簡章圖輯" />);
    fireEvent.error(screen.getByAltText('投影片 1'));
    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.runOnlyPendingTimers());
    expect(images(screen.getByRole('list', { name: '縮圖列表' }))).toHaveLength(5);
  });
});
