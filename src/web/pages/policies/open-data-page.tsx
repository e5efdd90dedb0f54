// 政府網站資料開放宣告 (issue 32): what may be reused and on what terms, and each published edition's winner
// list and heroes board as CSV and JSON at their stable addresses. Words from src/shared/open-data-terms.ts,
// the authority's name and mailbox from the settings, the published editions from the public settings.
import { EDITION_LABEL, type EditionNumber } from '../../../shared/edition-titles';
import { DATASETS_TEXT, OPEN_DATA_INTRO, OPEN_DATA_LICENSE, OPEN_DATA_SECTIONS, openDataPath, type OpenDataSet } from '../../../shared/open-data-terms';
import { fillPolicyText } from '../../../shared/privacy-policy';
import { LOADING_TEXT } from '../../layout/site-layout';
import { usePageTitle } from '../../layout/use-page-title';
import { useSettings } from '../../settings/settings-context';
import page from '../common/page.module.css';
import classes from './policies.module.css';
import { PolicySectionView } from './policy-section';
import { policyValues } from './policy-values';

function Dataset({ edition, set }: { edition: EditionNumber; set: OpenDataSet }) {
  const name = `${EDITION_LABEL[edition]}${DATASETS_TEXT[set]}`;
  return (
    <li>
      <strong>{name}</strong>
      <a href={openDataPath(edition, set, 'csv')} aria-label={`${name} ${DATASETS_TEXT.csv}`}>
        {DATASETS_TEXT.csv}
      </a>
      <a href={openDataPath(edition, set, 'json')} aria-label={`${name} ${DATASETS_TEXT.json}`}>
        {DATASETS_TEXT.json}
      </a>
    </li>
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
  const { awards, heroes } = settings.publishedEditions;
  return (
    <div className={`${page.container} ${page.narrow}`}>
      <h1 className={page.title}>{title}</h1>
      <p className={classes.lead}>{fillPolicyText(OPEN_DATA_INTRO, values)}</p>
      {OPEN_DATA_SECTIONS.map((section) => (
        <PolicySectionView key={section.id} section={section} values={values}>
          {section.id === 'terms' && (
            <p>
              <a href={OPEN_DATA_LICENSE.url} target="_blank" rel="noopener noreferrer">
                {OPEN_DATA_LICENSE.linkText}
              </a>
            </p>
          )}
        </PolicySectionView>
      ))}
      <section aria-labelledby="policy-datasets" className={classes.section}>
        <h2 id="policy-datasets">{DATASETS_TEXT.heading}</h2>
        <p>{DATASETS_TEXT.intro}</p>
        {awards.length + heroes.length === 0 ? (
          <p>{DATASETS_TEXT.none}</p>
        ) : (
          <ul className={classes.datasets}>
            {awards.map((n) => (
              <Dataset key={`winners-${n}`} edition={n} set="winners" />
            ))}
            {heroes.map((n) => (
              <Dataset key={`heroes-${n}`} edition={n} set="heroes" />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
