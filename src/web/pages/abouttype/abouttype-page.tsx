// Job-title classification (SPEC.md section 2, /pages/abouttype): what each job level of each
// individual category covers, from the job-level lookup, so that a candidate can pick the right
// "job level category" on the individual form. Loaded when the page is opened.
import { useId } from 'react';
import { messages } from '../../../shared/messages';
import { usePageTitle } from '../../layout/use-page-title';
import page from '../common/page.module.css';
import classes from './abouttype.module.css';
import { useJobLevels, type CategoryLevels } from './use-job-levels';

export const ABOUTTYPE_TEXT = {
  intro:
    '個人組報名時，請依您目前任職單位的類別，選擇最符合的「職級類別」，並於「職稱細項」填寫名片或年資證明上的正式職稱。以下說明各類別的職級涵蓋範圍。',
  loading: '職稱分類載入中',
  jump: '單位類別',
  level: '職級類別',
  description: '涵蓋職稱',
  failed: messages.unitCategoryLoadFailed,
  levelsFailed: messages.getDataFailed,
} as const;

const anchorOf = (slug: string) => `type-${slug}`;

function CategorySection({ category }: { category: CategoryLevels }) {
  const headingId = useId();
  return (
    <section id={anchorOf(category.slug)} className={classes.category} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.categoryTitle}>
        {category.name}
      </h2>
      {category.levels === null ? (
        <p className={classes.failed}>{ABOUTTYPE_TEXT.levelsFailed}</p>
      ) : (
        <table className={classes.table}>
          <thead>
            <tr>
              <th scope="col">{ABOUTTYPE_TEXT.level}</th>
              <th scope="col">{ABOUTTYPE_TEXT.description}</th>
            </tr>
          </thead>
          <tbody>
            {category.levels.map((level) => (
              <tr key={level.slug}>
                <th scope="row">{level.name}</th>
                <td>{level.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function Component() {
  const title = usePageTitle();
  const state = useJobLevels();
  return (
    <div className={page.container}>
      <h1 className={page.title}>{title}</h1>
      <p className={classes.intro}>{ABOUTTYPE_TEXT.intro}</p>
      {state.status === 'loading' && <div className={classes.skeleton} role="status" aria-label={ABOUTTYPE_TEXT.loading} />}
      {state.status === 'failed' && <p className={page.state}>{ABOUTTYPE_TEXT.failed}</p>}
      {state.status === 'ready' && (
        <>
          <nav className={classes.jump} aria-label={ABOUTTYPE_TEXT.jump}>
            <ul>
              {state.categories.map((c) => (
                <li key={c.slug}>
                  <a href={`#${anchorOf(c.slug)}`}>{c.name}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div className={classes.grid}>
            {state.categories.map((c) => (
              <CategorySection key={c.slug} category={c} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
