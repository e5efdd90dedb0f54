// Header tool icons (SPEC.md section 2): home, site map, the messaging-app official account
// (external, new window) and a mail link to the programme mailbox. Icon-only, so each has an
// accessible name and a tooltip.
import { Link } from 'react-router-dom';
import { useSettings } from '../settings/settings-context';
import classes from './header.module.css';
import { Icon } from './icons';

export const TOOL_TEXT = {
  home: '首頁',
  sitemap: '網站導覽',
  messaging: 'LINE 官方帳號（另開新視窗）',
  mail: '寫信給我們',
} as const;

export function ToolLinks() {
  const { settings } = useSettings();
  const mailLabel = settings ? `${TOOL_TEXT.mail}：${settings.mailbox}` : TOOL_TEXT.mail;
  return (
    <>
      <Link to="/" className={classes.tool} aria-label={TOOL_TEXT.home} title={TOOL_TEXT.home}>
        <Icon name="home" />
      </Link>
      <Link to="/pages/sitemap" className={classes.tool} aria-label={TOOL_TEXT.sitemap} title={TOOL_TEXT.sitemap}>
        <Icon name="sitemap" />
      </Link>
      <a
        href={settings?.messagingUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={classes.tool}
        aria-label={TOOL_TEXT.messaging}
        title={TOOL_TEXT.messaging}
      >
        <Icon name="chat" />
      </a>
      <a href={settings ? `mailto:${settings.mailbox}` : undefined} className={classes.tool} aria-label={mailLabel} title={mailLabel}>
        <Icon name="mail" />
      </a>
    </>
  );
}
