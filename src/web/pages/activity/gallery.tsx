// Brochure gallery (SPEC.md section 2, info page): a main slider with previous/next arrows and a
// thumbnail strip (6 per view, 3 below 768 px, set in CSS) that scrolls to keep the active slide's
// thumbnail in view. Keyboard: the arrows and thumbnails are buttons; Left/Right keys move the
// slider while focus is inside it. Slides out of view are inert, so focus never lands on them.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useAfterPaint } from '../../layout/use-after-paint';
import { ArtIcon } from './art-icon';
import classes from './gallery.module.css';

export interface GallerySlide {
  src: string;
  thumb: string;
  title: string;
  alt: string;
}

export const GALLERY_TEXT = {
  previous: '上一張',
  next: '下一張',
  thumbnails: '縮圖列表',
  position: (n: number, total: number) => `第 ${n} 張，共 ${total} 張`,
} as const;

export function Gallery({ slides, label }: { slides: GallerySlide[]; label: string }) {
  const [active, setActive] = useState(0);
  // Slides whose image is in the page: the first at once, its neighbours and the thumbnails once it
  // has been painted, and each slide's neighbours as it is shown. Every image at once made the first
  // (the page's largest paint) share the phone's bandwidth with the rest (issue 14: brochure and guide
  // under 95); neighbours and thumbnails fetched as soon as it had loaded still ended before its paint,
  // which waits for the page's code (issue 33: brochure LCP 2.7 s).
  const [present, setPresent] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [firstSettled, setFirstSettled] = useState(false);
  const firstPainted = useAfterPaint(firstSettled);
  const strip = useRef<HTMLUListElement>(null);
  const total = slides.length;
  /** A slide and the two beside it (the slider wraps around). */
  const neighbourhood = (index: number) => [index, (index + 1) % total, (index - 1 + total) % total];
  const withNeighbours = (index: number) => setPresent((before) => new Set([...before, ...neighbourhood(index)]));
  const inPage = (i: number) => present.has(i) || (firstPainted && neighbourhood(0).includes(i));
  const go = (index: number) => {
    const next = (index + total) % total;
    setActive(next);
    withNeighbours(next);
  };

  // Follow the active slide: centre its thumbnail in the strip (the strip is the offset parent).
  useEffect(() => {
    const list = strip.current;
    const thumb = list?.children[active] as HTMLElement | undefined;
    if (!list || !thumb) return;
    list.scrollLeft = Math.max(0, thumb.offsetLeft - (list.clientWidth - thumb.offsetWidth) / 2);
  }, [active]);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'ArrowLeft') go(active - 1);
    else if (e.key === 'ArrowRight') go(active + 1);
    else return;
    e.preventDefault();
  };

  const current = slides[active];
  return (
    <section className={classes.gallery} aria-roledescription="輪播" aria-label={label} onKeyDown={onKeyDown}>
      <div className={classes.viewport}>
        <div className={classes.track} style={{ transform: `translateX(-${active * 100}%)` }}>
          {slides.map((slide, i) => (
            <div
              key={slide.src}
              className={classes.slide}
              role="group"
              aria-roledescription="投影片"
              aria-label={`${GALLERY_TEXT.position(i + 1, total)}：${slide.title}`}
              aria-hidden={i !== active}
              inert={i !== active}
            >
              {/* The first slide is the page's largest paint: fetched first, decoded with the page. */}
              {inPage(i) && (
                <img
                  src={slide.src}
                  alt={slide.alt}
                  width={1280}
                  height={720}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  decoding={i === 0 ? 'sync' : 'async'}
                  onLoad={i === 0 ? () => setFirstSettled(true) : undefined}
                  onError={i === 0 ? () => setFirstSettled(true) : undefined}
                />
              )}
            </div>
          ))}
        </div>
        <button type="button" className={`${classes.arrow} ${classes.prev}`} onClick={() => go(active - 1)} aria-label={GALLERY_TEXT.previous}>
          <ArtIcon name="chevron-left" size={28} />
        </button>
        <button type="button" className={`${classes.arrow} ${classes.next}`} onClick={() => go(active + 1)} aria-label={GALLERY_TEXT.next}>
          <ArtIcon name="chevron-right" size={28} />
        </button>
      </div>
      <p className={classes.caption} aria-live="polite" aria-atomic="true">
        <span className={classes.counter}>
          {active + 1} / {total}
        </span>
        <span className={classes.visuallyHidden}>{GALLERY_TEXT.position(active + 1, total)}：</span>
        {current?.title}
      </p>
      <ul className={classes.strip} ref={strip} aria-label={GALLERY_TEXT.thumbnails}>
        {slides.map((slide, i) => (
          <li key={slide.thumb} className={classes.thumbItem}>
            <button
              type="button"
              className={classes.thumb}
              aria-current={i === active ? 'true' : undefined}
              aria-label={`${GALLERY_TEXT.position(i + 1, total)}：${slide.title}`}
              onClick={() => go(i)}
            >
              {firstPainted ? (
                <img src={slide.thumb} alt="" width={320} height={180} loading="lazy" decoding="async" fetchPriority="low" />
              ) : (
                <span className={classes.thumbSpace} />
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
