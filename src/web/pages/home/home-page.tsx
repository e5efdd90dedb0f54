// Home (SPEC.md section 2): background art, an animated title, sparkles at random positions, the
// registration period and clear entry points; below 992 px a simpler, calmer layout (CSS). Kept
// light: the home route's JavaScript budget is 120 KB gzip, so the animation is CSS only.
import { Link } from 'react-router-dom';
import { useSiteTitle } from '../../layout/use-page-title';
import { useSettings, type PublicSettings } from '../../settings/settings-context';
import { rocDateTime } from '../../../shared/taipei-time';
import classes from './home.module.css';
import hidden from '../../ui/visually-hidden.module.css';
import { Sparkles } from './sparkles';

export const HOME_TEXT = {
  hostSuffix: '主辦',
  lead: '表揚用心服務、為旅人創造感動的觀光團體與從業人員。採推薦制，報名免費。',
  period: '報名期間',
  entries: '快速入口',
  register: '立即報名',
  upload: '上傳資料／登入',
  news: '最新消息',
  rules: '活動辦法',
  status: { upcoming: '即將開放報名', open: '報名進行中', closed: '報名已截止' },
  highlights: '獎項重點',
  newWindow: '（另開新視窗）',
} as const;

type RegistrationState = keyof typeof HOME_TEXT.status;

function registrationState(s: PublicSettings): RegistrationState {
  if (s.registrationOpen) return 'open';
  return Date.parse(s.now) < Date.parse(s.registrationOpensAt) ? 'upcoming' : 'closed';
}

const HIGHLIGHTS = [
  {
    title: '獎勵內容',
    text: '預計選出約 50 名，每位得獎者獲頒獎座、獎章及獎金新臺幣 5 萬元。',
    link: { to: '/pages/activity/info', label: '看活動簡章' },
  },
  {
    title: '參加對象',
    text: '觀光產業團體，以及服務年資合計 3 年以上的觀光從業人員、民宿業者、導遊與領隊。',
    link: { to: '/pages/register/guide', label: '看報名指引' },
  },
  {
    title: '推薦有禮',
    text: '推薦的夥伴完成報名即可參加抽獎，前 20 名推薦人另有早鳥禮。',
    link: { to: '/pages/recommend', label: '前往推薦專區' },
  },
] as const;

/**
 * Until the settings arrive, the kicker and the period are drawn invisible with stand-in values of the
 * same shape, so the entry buttons below them do not jump when the real ones appear (CLS).
 */
const STAND_IN: Pick<PublicSettings, 'hostAuthority' | 'registrationOpensAt' | 'registrationClosesAt'> = {
  hostAuthority: '交通部觀光署',
  registrationOpensAt: '2026-01-01T09:00:00+08:00',
  registrationClosesAt: '2026-12-31T17:00:00+08:00',
};

export function Component() {
  const { settings } = useSettings();
  const { siteTitle, programmeName } = useSiteTitle();
  const edition = siteTitle.endsWith(programmeName) ? siteTitle.slice(0, -programmeName.length) : '';
  const state = settings ? registrationState(settings) : 'open';
  const shown = settings ?? STAND_IN;
  const standIn = settings ? {} : { 'aria-hidden': true, 'data-stand-in': '' };

  return (
    <>
      <section className={classes.hero} aria-labelledby="home-title">
        <Sparkles />
        <div className={classes.heroInner}>
          <p className={classes.kicker} {...standIn}>
            {shown.hostAuthority} {HOME_TEXT.hostSuffix}
          </p>
          <h1 className={classes.heroTitle} id="home-title">
            {edition && <span className={classes.edition}>{edition}</span>}
            <span className={classes.name}>{edition ? programmeName : siteTitle}</span>
          </h1>
          <p className={classes.lead}>{HOME_TEXT.lead}</p>
          <p className={classes.period} {...standIn}>
            <span className={classes.periodLabel}>{HOME_TEXT.period}</span>
            <span>
              <span className={classes.nowrap}>{rocDateTime(shown.registrationOpensAt)} 至</span>{' '}
              <span className={classes.nowrap}>{rocDateTime(shown.registrationClosesAt)}</span>
            </span>
            <span className={classes.status} data-state={state}>
              {HOME_TEXT.status[state]}
            </span>
          </p>
          <nav className={classes.entries} aria-label={HOME_TEXT.entries}>
            <Link to="/pages/register" className={`${classes.entry} ${classes.entryPrimary}`}>
              {HOME_TEXT.register}
            </Link>
            <Link to="/pages/register/upload" className={classes.entry}>
              {HOME_TEXT.upload}
            </Link>
            <Link to="/pages/news" className={classes.entry}>
              {HOME_TEXT.news}
            </Link>
            <Link to="/pages/activity/info" className={classes.entry}>
              {HOME_TEXT.rules}
            </Link>
          </nav>
        </div>
      </section>
      <section className={classes.highlights} aria-labelledby="home-highlights">
        <h2 className={classes.highlightsTitle} id="home-highlights">
          {HOME_TEXT.highlights}
        </h2>
        <ul className={classes.cards}>
          {HIGHLIGHTS.map((h) => (
            <li key={h.title} className={classes.card}>
              <h3>{h.title}</h3>
              <p>{h.text}</p>
              <Link to={h.link.to}>{h.link.label}</Link>
            </li>
          ))}
        </ul>
      </section>
      {settings?.accessibilityMark && <AccessibilityMark mark={settings.accessibilityMark} />}
    </>
  );
}

/** The accessibility mark (issue 32): the 88×31 image and its certificate, only when the settings name them. */
function AccessibilityMark({ mark }: { mark: NonNullable<PublicSettings['accessibilityMark']> }) {
  return (
    <p className={classes.mark}>
      <a href={mark.link} target="_blank" rel="noopener noreferrer">
        <img src={mark.image} width={88} height={31} alt={mark.alt} />
        <span className={hidden.visuallyHidden}>{HOME_TEXT.newWindow}</span>
      </a>
    </p>
  );
}
