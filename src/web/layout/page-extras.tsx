// The page's decoration and its scrolling aids (scroll restoration, back to top), in one chunk that
// loads after the page's own code (site-layout.tsx): off the critical path and off the register
// route's JavaScript budget.
import DecorativeStars from './decorative-stars';
import ScrollToTop from './scroll-to-top';
import { useScrollRestoration } from './use-scroll-restoration';

export default function PageExtras() {
  useScrollRestoration();
  return (
    <>
      <DecorativeStars />
      <ScrollToTop />
    </>
  );
}
