// Site map (SPEC.md section 2): the accessibility keys (Alt+U, Alt+C, Alt+Z and their ":::" anchors,
// explained as the government web accessibility conventions do: the three regions, the ":::" marks, the keys
// per browser, Tab and the skip link, text size) and a map of every link, read from the header's own list so
// it never drifts, with the footer's pages.
import { Link } from 'react-router-dom';
import { ACCESS_KEYS, type AccessKey } from '../../layout/access-keys';
import { SKIP_LINK_TEXT } from '../../layout/site-layout';
import { OPEN_DATA_PATH, OPEN_DATA_TITLE, PRIVACY_PATH, PRIVACY_TITLE } from '../../../shared/policy-pages';
import { isMenu } from '../../layout/nav-items';
import { useNavEntries } from '../../layout/use-nav-entries';
import { TOOL_TEXT } from '../../layout/tool-links';
import { usePageTitle } from '../../layout/use-page-title';
import { useSettings } from '../../settings/settings-context';
import page from '../common/page.module.css';
import classes from './sitemap.module.css';

export const SITEMAP_TEXT = {
  keysTitle: '網站快速鍵',
  keysIntro:
    '本網站依無障礙網頁設計原則建置，每一頁分為上方功能區塊、中央內容區塊及下方功能區塊三大區塊。每個區塊開頭都有一個「:::」符號（導盲磚），可用下列快速鍵（Accesskey）直接移到該區塊，也可以按 Tab 鍵移到「:::」後按 Enter。',
  keysHow: 'Chrome、Edge 請按 Alt＋字母鍵，Firefox 請按 Alt＋Shift＋字母鍵，macOS 請按 Control＋Option＋字母鍵。例如按 Alt＋C 會移到本頁的主要內容。',
  keysTab: `按 Tab 鍵可依序移到頁面上的連結及按鈕（Shift＋Tab 往回），按 Enter 開啟；每頁第一個連結「${SKIP_LINK_TEXT}」可跳過主選單。`,
  keysZoom: '如需放大或縮小文字，請按 Ctrl＋「+」或 Ctrl＋「-」（macOS 為 Command 鍵），按 Ctrl＋「0」回復原本大小。',
  mapTitle: '網站地圖',
  home: '首頁',
  tools: '其他連結',
} as const;

const KEY_DETAIL: Record<AccessKey, string> = {
  U: '網站標誌、主選單、工具列與會員選單。',
  C: '每一頁的主要內容與目前位置。',
  Z: '主辦與執行單位、聯絡電話、服務時間與電子信箱。',
};

export function Component() {
  const title = usePageTitle();
  const { settings } = useSettings();
  const navEntries = useNavEntries();
  return (
    <div className={`${page.container} ${page.narrow}`}>
      <h1 className={page.title}>{title}</h1>
      <section aria-labelledby="sitemap-keys" className={classes.section}>
        <h2 id="sitemap-keys">{SITEMAP_TEXT.keysTitle}</h2>
        <p>{SITEMAP_TEXT.keysIntro}</p>
        <p>{SITEMAP_TEXT.keysHow}</p>
        <dl className={classes.keys}>
          {(Object.keys(ACCESS_KEYS) as AccessKey[]).map((key) => (
            <div key={key}>
              <dt>
                <kbd>Alt</kbd>＋<kbd>{key}</kbd>
              </dt>
              <dd>
                <strong>{ACCESS_KEYS[key].label}</strong>：{KEY_DETAIL[key]}
              </dd>
            </div>
          ))}
        </dl>
        <p className={classes.after}>{SITEMAP_TEXT.keysTab}</p>
        <p>{SITEMAP_TEXT.keysZoom}</p>
      </section>
      <section aria-labelledby="sitemap-map" className={classes.section}>
        <h2 id="sitemap-map">{SITEMAP_TEXT.mapTitle}</h2>
        <ul className={classes.map}>
          <li>
            <Link to="/">{SITEMAP_TEXT.home}</Link>
          </li>
          {navEntries.map((entry) =>
            isMenu(entry) ? (
              <li key={entry.id}>
                <h3 className={classes.group}>{entry.label}</h3>
                <ul>
                  {entry.items.map((item) => (
                    <li key={item.to}>
                      <Link to={item.to}>{item.label}</Link>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={entry.to}>
                <Link to={entry.to}>{entry.label}</Link>
              </li>
            ),
          )}
          <li>
            <h3 className={classes.group}>{SITEMAP_TEXT.tools}</h3>
            <ul>
              <li>
                <Link to="/pages/sitemap">{TOOL_TEXT.sitemap}</Link>
              </li>
              <li>
                <Link to={PRIVACY_PATH}>{PRIVACY_TITLE}</Link>
              </li>
              <li>
                <Link to={OPEN_DATA_PATH}>{OPEN_DATA_TITLE}</Link>
              </li>
              {settings && (
                <>
                  <li>
                    <a href={settings.messagingUrl} target="_blank" rel="noopener noreferrer">
                      {TOOL_TEXT.messaging}
                    </a>
                  </li>
                  <li>
                    <a href={`mailto:${settings.mailbox}`}>
                      {TOOL_TEXT.mail}：{settings.mailbox}
                    </a>
                  </li>
                </>
              )}
            </ul>
          </li>
        </ul>
      </section>
    </div>
  );
}
