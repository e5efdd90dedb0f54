// Back-to-top button (SPEC.md section 2), shown once the page is scrolled past half the window
// height. Focus moves to the top of the page with the scroll, so keyboard users land there too.
import { focusRegion, ACCESS_KEYS } from './access-keys';
import { Icon } from './icons';
import classes from './site-layout.module.css';
import { useScrolledPast } from './use-scrolled-past';

export const SCROLL_TOP_TEXT = '回到頁首';
const halfWindow = (win: Window) => win.innerHeight / 2;

export default function ScrollToTop() {
  const shown = useScrolledPast(halfWindow);
  if (!shown) return null;
  const onClick = () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    focusRegion(ACCESS_KEYS.U.id);
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
  };
  return (
    <button type="button" className={classes.scrollTop} onClick={onClick} aria-label={SCROLL_TOP_TEXT} title={SCROLL_TOP_TEXT}>
      <Icon name="arrow-up" size={24} />
    </button>
  );
}
