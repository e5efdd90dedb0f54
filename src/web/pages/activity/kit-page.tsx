// Quick guide (懶人包): the programme facts in short form, one card each, easy to scan on a phone.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../layout/use-page-title';
import { useSettings } from '../../settings/settings-context';
import page from '../common/page.module.css';
import { ArtIcon, type ArtIconName } from './art-icon';
import classes from './content.module.css';
import { contactLines, ELIGIBILITY, ENTRY, HOW_TO_REGISTER, JUDGING, MATERIALS, PRIZE, REENTRY, registrationPeriod, uploadDeadline } from './programme-facts';

export const KIT_TEXT = {
  lead: '一張一張看懂第三屆觀光金質獎：誰能報名、何時報名、獎勵內容、要準備的資料與報名步驟。',
  who: '誰可以報名',
  when: '報名時間',
  prize: '獎勵內容',
  materials: '應備資料',
  how: '報名步驟',
  contact: '聯絡我們',
  loading: '載入中…',
} as const;

function Card({ icon, title, children, tone, wide }: { icon: ArtIconName; title: string; children: ReactNode; tone?: 'navy'; wide?: boolean }) {
  return (
    <li className={`${classes.card} ${wide ? classes.cardWide : ''}`} data-tone={tone}>
      <h2 className={classes.cardHead}>
        <span className={classes.cardIcon}>
          <ArtIcon name={icon} />
        </span>
        {title}
      </h2>
      {children}
    </li>
  );
}

export function Component() {
  const title = usePageTitle();
  const { settings } = useSettings();
  return (
    <div className={page.container}>
      <h1 className={page.title}>{title}</h1>
      <p className={classes.lead}>{KIT_TEXT.lead}</p>
      <ul className={classes.cards}>
        <Card icon="people" title={KIT_TEXT.who}>
          <h3 className={classes.subhead}>{ELIGIBILITY.groupsTitle}</h3>
          <ul className={classes.tags}>
            {ELIGIBILITY.groups.map((g) => (
              <li key={g}>{g}</li>
            ))}
          </ul>
          <h3 className={classes.subhead}>{ELIGIBILITY.individualsTitle}</h3>
          <ul className={classes.tags}>
            {ELIGIBILITY.individuals.map((g) => (
              <li key={g}>{g}</li>
            ))}
          </ul>
          <p>{ELIGIBILITY.individualsNote}</p>
        </Card>
        <Card icon="calendar" title={KIT_TEXT.when} tone="navy">
          <p className={classes.big}>{settings ? registrationPeriod(settings) : KIT_TEXT.loading}</p>
          {settings && <p>已報名者請於 {uploadDeadline(settings)}。</p>}
          <p>{ENTRY.free}</p>
          <p>{ENTRY.byRecommendation}</p>
        </Card>
        <Card icon="trophy" title={KIT_TEXT.prize}>
          <p className={classes.big}>{PRIZE.short}</p>
          <p>{JUDGING.winners}</p>
          <p>{REENTRY.text}</p>
          <div className={classes.cardLinks}>
            <Link to="/pages/recommend">推薦他人也有抽獎</Link>
          </div>
        </Card>
        <Card icon="folder" title={KIT_TEXT.materials} tone="navy">
          <ul>
            {MATERIALS.items.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
          <p>選填：{MATERIALS.optional.join('、')}</p>
        </Card>
        <Card icon="steps" title={KIT_TEXT.how} wide>
          <ol className={classes.steps}>
            {HOW_TO_REGISTER.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          <div className={classes.cardLinks}>
            <Link to="/pages/register">立即報名</Link>
            <Link to="/pages/register/guide">報名指引</Link>
            <Link to="/pages/activity/faq">常見問題</Link>
          </div>
        </Card>
        <Card icon="phone" title={KIT_TEXT.contact} wide tone="navy">
          {settings ? (
            <dl className={classes.facts}>
              {contactLines(settings).map((c) => (
                <div key={c.label}>
                  <dt>{c.label}</dt>
                  <dd>{c.href ? <a href={c.href}>{c.value}</a> : c.value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p>{KIT_TEXT.loading}</p>
          )}
        </Card>
      </ul>
    </div>
  );
}
