// The body of both video pages (promotional video, registration tutorial): heading, intro, the
// click-to-load player with the video id from the settings, and where to go next.
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../layout/use-page-title';
import { useSettings } from '../../settings/settings-context';
import page from '../common/page.module.css';
import { VideoFacade, VIDEO_TEXT } from './video-facade';
import classes from './video.module.css';

const VIDEOS = {
  promo: {
    setting: 'promoVideoId',
    poster: '/art/video-poster-promo.svg',
    intro: '用幾分鐘認識觀光金質獎：表揚用心服務、為旅人創造感動的觀光團體與從業人員。',
    links: [
      { to: '/pages/activity/info', label: '活動簡章' },
      { to: '/pages/activity/kit', label: '懶人包' },
    ],
  },
  tutorial: {
    setting: 'tutorialVideoId',
    poster: '/art/video-poster-tutorial.svg',
    intro: '跟著影片一步一步完成線上報名與資料上傳；也可以搭配報名指引的圖文說明。',
    links: [
      { to: '/pages/register/guide', label: '報名指引' },
      { to: '/pages/register', label: '立即報名' },
    ],
  },
} as const;

export function VideoPage({ video }: { video: keyof typeof VIDEOS }) {
  const title = usePageTitle();
  const { settings } = useSettings();
  const v = VIDEOS[video];
  return (
    <div className={`${page.container} ${page.narrow}`}>
      <h1 className={page.title}>{title}</h1>
      <p className={classes.intro}>{v.intro}</p>
      <VideoFacade videoId={settings?.[v.setting]} title={title} poster={v.poster} />
      {/* The privacy note speaks of a play button: not while no video is published. */}
      {settings?.[v.setting] !== '' && <p className={classes.note}>{VIDEO_TEXT.privacy}</p>}
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
