// A disclosure (WAI-ARIA pattern): a real button with aria-expanded and aria-controls that shows or
// hides its panel. The panel stays in the DOM (hidden) so in-page search and anchors still work.
import { useId, useState, type ReactNode } from 'react';
import classes from './content.module.css';

export function Disclosure({ summary, children, defaultOpen = false }: { summary: ReactNode; children: ReactNode; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <div className={classes.disclosure} data-open={open}>
      <h2 className={classes.disclosureHeading}>
        <button type="button" className={classes.disclosureButton} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          <span className={classes.disclosureMark} aria-hidden="true">
            Q
          </span>
          <span className={classes.disclosureSummary}>{summary}</span>
          <svg className={classes.chevron} width={20} height={20} aria-hidden="true" focusable="false">
            <use href="/art/icons.svg#chevron-down" />
          </svg>
        </button>
      </h2>
      <div id={panelId} className={classes.disclosurePanel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
