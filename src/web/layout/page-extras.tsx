// The page's decoration and its scrolling aid, in one chunk that loads after the page's own code
// (site-layout.tsx): off the critical path and off the register route's JavaScript budget.
import DecorativeStars from './decorative-stars';
import ScrollToTop from './scroll-to-top';

export default function PageExtras() {
  return (
    <>
      <DecorativeStars />
      <ScrollToTop />
    </>
  );
}
