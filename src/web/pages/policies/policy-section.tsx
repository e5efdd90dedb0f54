// One section of a policy page: its heading (with an anchor), paragraphs, list and closing paragraphs,
// the settings filled in. `children` comes after (the contact links, the tables).
import type { ReactNode } from 'react';
import { fillPolicyText, type PolicySection, type PolicyValues } from '../../../shared/privacy-policy';
import classes from './policies.module.css';

export function PolicySectionView({ section, values, ordered, children }: { section: PolicySection; values: PolicyValues; ordered?: boolean; children?: ReactNode }) {
  const fill = (text: string) => fillPolicyText(text, values);
  const List = ordered ? 'ol' : 'ul';
  return (
    <section aria-labelledby={`policy-${section.id}`} className={classes.section}>
      <h2 id={`policy-${section.id}`}>{section.heading}</h2>
      {section.paragraphs?.map((p) => <p key={p}>{fill(p)}</p>)}
      {section.items && (
        <List>
          {section.items.map((item) => (
            <li key={item}>{fill(item)}</li>
          ))}
        </List>
      )}
      {section.after?.map((p) => <p key={p}>{fill(p)}</p>)}
      {children}
    </section>
  );
}
