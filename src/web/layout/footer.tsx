// Site footer (SPEC.md section 2): host authority, commissioned institute, contact phone with its
// two extensions, hours, mailbox (all from the programme settings), copyright, accessibility anchor, and
// the links every government site's footer carries (site map, privacy policy, open data declaration).
import { extensionsText } from '../../shared/contact-phone';
import { Link } from 'react-router-dom';
import { OPEN_DATA_PATH, OPEN_DATA_TITLE, PRIVACY_PATH, PRIVACY_TITLE } from '../../shared/policy-pages';
import { useSettings } from '../settings/settings-context';
import { AccessAnchor } from './access-keys';
import classes from './footer.module.css';
import layout from './site-layout.module.css';

export const FOOTER_TEXT = {
  host: '主辦單位',
  institute: '執行單位',
  phone: '聯絡電話',
  hours: '服務時間',
  mailbox: '電子信箱',
  sitemap: '網站導覽',
  rights: '版權所有',
} as const;

const YEAR = new Date().getFullYear();

/** "(02) 2345-6789" -> "tel:0223456789" */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function Footer() {
  const { settings } = useSettings();
  return (
    <footer className={classes.footer} id="site-footer">
      <AccessAnchor accessKey="Z" className={layout.accessAnchor} />
      <div className={classes.inner}>
        <dl className={classes.facts} aria-busy={!settings}>
          <div>
            <dt>{FOOTER_TEXT.host}</dt>
            <dd>{settings?.hostAuthority}</dd>
          </div>
          <div>
            <dt>{FOOTER_TEXT.institute}</dt>
            <dd>{settings?.institute}</dd>
          </div>
          <div>
            <dt>{FOOTER_TEXT.phone}</dt>
            <dd>
              {settings && (
                <>
                  <a href={telHref(settings.contactPhone)}>{settings.contactPhone}</a>
                  {extensionsText(settings.contactExtensions)}
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>{FOOTER_TEXT.hours}</dt>
            <dd>{settings?.contactHours}</dd>
          </div>
          <div>
            <dt>{FOOTER_TEXT.mailbox}</dt>
            <dd>{settings && <a href={`mailto:${settings.mailbox}`}>{settings.mailbox}</a>}</dd>
          </div>
        </dl>
        <div className={classes.bottom}>
          <ul className={classes.links}>
            <li>
              <Link to="/pages/sitemap">{FOOTER_TEXT.sitemap}</Link>
            </li>
            <li>
              <Link to={PRIVACY_PATH}>{PRIVACY_TITLE}</Link>
            </li>
            <li>
              <Link to={OPEN_DATA_PATH}>{OPEN_DATA_TITLE}</Link>
            </li>
          </ul>
          <p className={classes.copyright}>
            Copyright © {YEAR} {settings?.hostAuthority} {FOOTER_TEXT.rights}
          </p>
        </div>
      </div>
    </footer>
  );
}
