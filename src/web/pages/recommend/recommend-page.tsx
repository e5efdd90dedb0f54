// Recommendation area (SPEC.md sections 1 and 2): the notice of the recommendation reward draw.
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../layout/use-page-title';
import { useSettings } from '../../settings/settings-context';
import page from '../common/page.module.css';
import { ArtIcon } from '../activity/art-icon';
import classes from '../activity/content.module.css';
import { drawDateText, ENTRY, REWARD } from '../activity/programme-facts';
import { REWARD_PRIZES } from '../../../shared/reward-draw';

export const RECOMMEND_TEXT = {
  lead: '推薦身邊熱心服務、用心款待旅人的觀光夥伴參加第三屆觀光金質獎，不但讓好人好事被看見，您也有機會抽中好禮。',
  prizesLabel: '抽獎獎項',
  how: '怎麼參加',
  draw: '抽獎與公告',
  drawAt: '抽獎時間',
  drawPlace: '抽獎地點',
  witness: '公正見證',
  results: '結果公告',
  newsLink: '前往最新消息查看名單',
} as const;

export function Component() {
  const title = usePageTitle();
  const { settings } = useSettings();
  return (
    <div className={`${page.container} ${page.narrow}`}>
      <h1 className={page.title}>{title}</h1>
      <p className={classes.lead}>{RECOMMEND_TEXT.lead}</p>
      <div className={classes.prose}>
        <h2>
          <ArtIcon name="gift" size={22} /> {RECOMMEND_TEXT.prizesLabel}
        </h2>
        <ul className={classes.highlight}>
          {REWARD_PRIZES.draw.map((p) => (
            <li key={p.kind}>
              <strong>{p.count} 名</strong>
              {p.label}
            </li>
          ))}
          <li>
            <strong>前 {REWARD.earlyBirdCount} 名</strong>完成推薦者加贈{REWARD_PRIZES.earlyBirdLabel}
          </li>
        </ul>
        <h2>{RECOMMEND_TEXT.how}</h2>
        <ol>
          <li>{ENTRY.byRecommendation}</li>
          <li>{REWARD.chance}</li>
          <li>{REWARD.earlyBird}</li>
          <li>
            獎項：{REWARD.prizes.join('；')}。
          </li>
        </ol>
        <h2>{RECOMMEND_TEXT.draw}</h2>
        <dl className={classes.facts}>
          <div>
            <dt>{RECOMMEND_TEXT.drawAt}</dt>
            <dd>{settings ? drawDateText(settings) : '…'}</dd>
          </div>
          <div>
            <dt>{RECOMMEND_TEXT.drawPlace}</dt>
            <dd>{REWARD.drawPlace}</dd>
          </div>
          <div>
            <dt>{RECOMMEND_TEXT.witness}</dt>
            <dd>{REWARD.witness}</dd>
          </div>
          <div>
            <dt>{RECOMMEND_TEXT.results}</dt>
            <dd>
              {REWARD.results}{' '}
              <Link to="/pages/news">{RECOMMEND_TEXT.newsLink}</Link>
            </dd>
          </div>
        </dl>
      </div>
      <div className={page.actions}>
        <Link to="/pages/register" className={page.button}>
          立即報名
        </Link>
        <Link to="/pages/activity/faq" className={`${page.button} ${page.buttonOutline}`}>
          常見問題
        </Link>
      </div>
    </div>
  );
}
