// Registration guide (SPEC.md section 2, guide): a slideshow of the 25 steps from the register page
// to the finished upload, with the brochure's Gallery (thumbnail strip, 6 per view, 3 on narrow
// screens). The images are screenshots of our own screens and the list below comes from
// `npm run guide:images` (scripts/guide/), so the guide always shows the product as it is.
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../layout/use-page-title';
import { Gallery, type GallerySlide } from '../activity/gallery';
import page from '../common/page.module.css';
import guide from './guide-slides.json';
import classes from './guide.module.css';

export const GUIDE_TEXT = {
  lead: '從填寫報名表、收到報名編號與上傳登入碼，到登入上傳資料、確認送出，共 25 個步驟。用左右箭頭或下方縮圖切換，每張圖下方都有步驟說明。',
  gallery: '報名指引圖輯',
  ready: '準備好了嗎？',
  register: '前往立即報名',
  video: '觀看報名教學影片',
} as const;

const slides: GallerySlide[] = guide.slides.map((s, i) => ({
  src: s.file,
  thumb: s.thumbnail,
  title: `步驟 ${i + 1}：${s.title}`,
  alt: s.alt,
}));

export function Component() {
  const title = usePageTitle();
  return (
    <div className={page.container}>
      <h1 className={page.title}>{title}</h1>
      <p className={classes.lead}>{GUIDE_TEXT.lead}</p>
      <Gallery slides={slides} label={GUIDE_TEXT.gallery} />
      <p className={classes.next}>
        <span>{GUIDE_TEXT.ready}</span>
        <Link to="/pages/register" className={classes.primary}>
          {GUIDE_TEXT.register}
        </Link>
        <Link to="/pages/register/signupGuide" className={classes.secondary}>
          {GUIDE_TEXT.video}
        </Link>
      </p>
    </div>
  );
}
