// A new registration starts with the group type (團體組 / 個人組): the form of that type follows. This
// first step is plain markup with the site's own buttons, no Mantine and no form engine, so it paints
// as soon as the site's code has run, even on a slow phone; the form's code loads when the visitor
// heads for a button (onIntent) or chooses. Names and title come from the ui schema, like the form's
// own type widget.
import groupUi from '../../../../../schemas/registration-group.ui.json';
import type { EntityType } from '../../../../../machines/registration';
import page from '../../common/page.module.css';
import { REGISTRATION_TEXT as T } from './registration-texts';
import css from './registration.module.css';

const TYPES: EntityType[] = ['group', 'individual'];
const entityTypeUi = groupUi.entityType as { 'ui:title': string; 'ui:options': { labels: Record<EntityType, string> } };

export function GroupTypeChoice({ onChoose, onIntent }: { onChoose: (type: EntityType) => void; onIntent?: () => void }) {
  return (
    <section className={css.choice} aria-labelledby="group-type-choice-title">
      <h2 id="group-type-choice-title" className={css.choiceTitle}>
        {entityTypeUi['ui:title']}
      </h2>
      <p className={css.choiceIntro}>{T.chooseType}</p>
      <div className={css.choiceButtons} onPointerEnter={onIntent} onFocus={onIntent}>
        {TYPES.map((type) => (
          <button key={type} type="button" className={`${page.button} ${page.buttonOutline}`} onClick={() => onChoose(type)}>
            {entityTypeUi['ui:options'].labels[type]}
          </button>
        ))}
      </div>
    </section>
  );
}
