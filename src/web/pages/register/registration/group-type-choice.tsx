// A new registration starts with the group type (團體組 / 個人組): the form of that type follows. This
// first step is plain markup with the site's own buttons, no Mantine and no form engine, so it paints
// as soon as the site's code has run, even on a slow phone; the form's code loads when the visitor
// heads for a button (onIntent) or chooses. Its names are the page's texts for the group types (the
// ui schema's whole JSON stays with the form).
import type { EntityType } from '../../../../../machines/registration';
import { REGISTRATION_TEXT as T } from './registration-texts';
import css from './registration.module.css';

const TYPES: EntityType[] = ['group', 'individual'];

export function GroupTypeChoice({ onChoose, onIntent }: { onChoose: (type: EntityType) => void; onIntent?: () => void }) {
  return (
    <section className={css.choice} aria-labelledby="group-type-choice-title">
      <h2 id="group-type-choice-title" className={css.choiceTitle}>
        {T.fixed.group}
      </h2>
      <p className={css.choiceIntro}>{T.chooseType}</p>
      <div className={css.choiceButtons} onPointerEnter={onIntent} onFocus={onIntent}>
        {TYPES.map((type) => (
          <button key={type} type="button" className={css.typeButton} onClick={() => onChoose(type)}>
            {T.groupTypes[type]}
          </button>
        ))}
      </div>
    </section>
  );
}
