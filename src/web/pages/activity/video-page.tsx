// The body of both video pages (promotional video, registration tutorial): heading, intro, the
// player and where to go next. The player is our own film (./own-video.tsx, made by scripts/video/)
// unless a video-service id is configured (PROMO_VIDEO_ID / TUTORIAL_VIDEO_ID): then the
// click-to-load player of that service (./video-facade.tsx). A film an editor replaced in the back office
// (the settings' replacedFilms, issue 31) plays instead of the built-in one.
import { Link } from 'react-router-dom';
import { filmShown } from '../../../shared/film-shown';
import type { components } from '../../../shared/generated/api';
import { usePageTitle } from '../../layout/use-page-title';
import { useSettings } from '../../settings/settings-context';
import page from '../common/page.module.css';
import { OwnVideo, type Film } from './own-video';
import promoFilm from './promo-video.json';
import tutorialFilm from './tutorial-video.json';
import { VideoFacade, VIDEO_TEXT } from './video-facade';
import classes from './video.module.css';

const VIDEOS = {
  promo: {
    setting: 'promoVideoId',
    poster: '/art/video-poster-promo.svg',
    film: promoFilm,
    intro: '用半分鐘認識觀光金質獎：表揚用心服務、為旅人創造感動的觀光團體與從業人員。',
    links: [
      { to: '/pages/activity/info', label: '活動簡章' },
      { to: '/pages/activity/kit', label: '懶人包' },
    ],
  },
  tutorial: {
    setting: 'tutorialVideoId',
    poster: '/art/video-poster-tutorial.svg',
    film: tutorialFilm,
    intro: '跟著影片一步一步完成線上報名與資料上傳；也可以搭配報名指引的圖文說明。',
    links: [
      { to: '/pages/register/guide', label: '報名指引' },
      { to: '/pages/register', label: '立即報名' },
    ],
  },
} as const;

/** A replaced film as the player takes it: the frame's 16:9 (its own size is not known), its cues as the transcript. */
const replacedFilm = (r: components['schemas']['ReplacedFilm']): Film => ({
  mp4: r.mp4,
  captions: r.captions,
  width: 1280,
  height: 720,
  cues: r.cues.map((c) => ({ caption: c.text })),
});

export function VideoPage({ video }: { video: keyof typeof VIDEOS }) {
  const title = usePageTitle();
  const { settings } = useSettings();
  const v = VIDEOS[video];
  const videoId = settings?.[v.setting];
  const replaced = settings?.replacedFilms?.[video];
  return (
    <div className={`${page.container} ${page.narrow}`}>
      <h1 className={page.title}>{title}</h1>
      <p className={classes.intro}>{v.intro}</p>
      {videoId === undefined ? (
        // Settings still loading: which player is not known yet (the same frame, no layout shift).
        <div className={classes.frame} role="region" aria-label={title}>
          <div className={classes.overlay} role="status">
            <span className={classes.spinner} aria-hidden="true" />
            {VIDEO_TEXT.loading}
          </div>
        </div>
      ) : filmShown(videoId, replaced !== undefined) !== 'service' ? (
        <OwnVideo key={replaced?.mp4 ?? 'built-in'} film={replaced ? replacedFilm(replaced) : v.film} title={title} />
      ) : (
        <>
          <VideoFacade videoId={videoId} title={title} poster={v.poster} />
          <p className={classes.note}>{VIDEO_TEXT.privacy}</p>
        </>
      )}
      <div className={classes.links}>
        {v.links.map((l, i) => (
          <Link key={l.to} to={l.to} className={i === 0 ? page.button : `${page.button} ${page.buttonOutline}`}>
            {l.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
