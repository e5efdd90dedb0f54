// A new registration starts with the group type (團體組 / 個人組): the form of that type follows. The
// page stays light until then (the form engine, RJSF, loads with the first form), so the first screen
// is quick on a slow phone. Names and title come from the ui schema, like the form's own type widget.
import { Button, Group, Text } from '@mantine/core';
import groupUi from '../../../../../schemas/registration-group.ui.json';
import type { EntityType } from '../../../../../machines/registration';
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
      <Text mb="md">{T.chooseType}</Text>
      <Group grow gap="md" onPointerEnter={onIntent} onFocus={onIntent}>
        {TYPES.map((type) => (
          <Button key={type} size="lg" variant="default" onClick={() => onChoose(type)}>
            {entityTypeUi['ui:options'].labels[type]}
          </Button>
        ))}
      </Group>
    </section>
  );
}
