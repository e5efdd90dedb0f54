// 隱私權及安全政策 (issue 32; 個資法 §8): who collects, why, what, for how long, where and by whom it is used,
// the rights of §3 and how to use them, the cookies and the security measures. Every word comes from
// src/shared/privacy-policy.ts; who the authority is and how to reach it, from the settings.
import { extensionsText } from '../../../shared/contact-phone';
import { BROWSER_STORAGE, COOKIES, COOKIES_SECTION, fillPolicyText, PRIVACY_INTRO, PRIVACY_SECTIONS, REVISION_SECTION, SECURITY_SECTION, type StoredItem } from '../../../shared/privacy-policy';
import { FOOTER_TEXT, telHref } from '../../layout/footer';
import { LOADING_TEXT } from '../../layout/site-layout';
import { usePageTitle } from '../../layout/use-page-title';
import { useSettings } from '../../settings/settings-context';
import page from '../common/page.module.css';
import classes from './policies.module.css';
import { PolicySectionView } from './policy-section';
import { policyValues } from './policy-values';

function StoredTable({ caption, rows }: { caption: string; rows: readonly StoredItem[] }) {
  const c = COOKIES_SECTION.columns;
  return (
    <table className={classes.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{c.name}</th>
          <th scope="col">{c.purpose}</th>
          <th scope="col">{c.lifetime}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name}>
            <td data-label={c.name}>
              <code>{r.name}</code>
            </td>
            <td data-label={c.purpose}>{r.purpose}</td>
            <td data-label={c.lifetime}>{r.lifetime}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Component() {
  const title = usePageTitle();
  const { settings } = useSettings();
  if (!settings) {
    return (
      <div className={`${page.container} ${page.narrow}`}>
        <h1 className={page.title}>{title}</h1>
        <p className={page.state}>{LOADING_TEXT}</p>
      </div>
    );
  }
  const values = policyValues(settings);
  return (
    <div className={`${page.container} ${page.narrow}`}>
      <h1 className={page.title}>{title}</h1>
      <p className={classes.lead}>{fillPolicyText(PRIVACY_INTRO, values)}</p>
      {PRIVACY_SECTIONS.map((section) => (
        <PolicySectionView key={section.id} section={section} values={values} ordered={section.id === 'rights'}>
          {section.id === 'rights' && (
            <dl className={classes.contact}>
              <div>
                <dt>{FOOTER_TEXT.mailbox}</dt>
                <dd>
                  <a href={`mailto:${settings.mailbox}`}>{settings.mailbox}</a>
                </dd>
              </div>
              <div>
                <dt>{FOOTER_TEXT.phone}</dt>
                <dd>
                  <a href={telHref(settings.contactPhone)}>{settings.contactPhone}</a>
                  {extensionsText(settings.contactExtensions)}
                </dd>
              </div>
              <div>
                <dt>{FOOTER_TEXT.hours}</dt>
                <dd>{settings.contactHours}</dd>
              </div>
            </dl>
          )}
        </PolicySectionView>
      ))}
      <section aria-labelledby={`policy-${COOKIES_SECTION.id}`} className={classes.section}>
        <h2 id={`policy-${COOKIES_SECTION.id}`}>{COOKIES_SECTION.heading}</h2>
        <p>{COOKIES_SECTION.intro}</p>
        <StoredTable caption={COOKIES_SECTION.cookiesCaption} rows={COOKIES} />
        <StoredTable caption={COOKIES_SECTION.storageCaption} rows={BROWSER_STORAGE} />
        <p>{COOKIES_SECTION.disabled}</p>
      </section>
      <PolicySectionView section={SECURITY_SECTION} values={values} />
      <PolicySectionView section={REVISION_SECTION} values={values} />
    </div>
  );
}
