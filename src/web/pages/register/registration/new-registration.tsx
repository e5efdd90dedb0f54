// The new registration's form once a group type is chosen (or a draft is back): the registration
// machine, Mantine and the form engine, in a chunk of their own that the register page loads after
// its first step has painted.
import { MantineScope } from '../../../app/mantine-scope';
import type { EntityType } from '../../../../../machines/registration';
import { newRegistrationForms } from '../../../forms/new-registration-forms';
import { loadFormEngine, RegistrationView } from './registration-view';

export function NewRegistration({ chosenType }: { chosenType?: EntityType }) {
  return (
    <MantineScope>
      <RegistrationView mode="new" forms={newRegistrationForms} chosenType={chosenType} />
    </MantineScope>
  );
}

/** Everything the form needs, fetched while the visitor heads for a type button. */
export function preloadNewRegistration(): void {
  void loadFormEngine().catch(() => {});
  for (const type of ['group', 'individual'] as const) void newRegistrationForms(type).catch(() => {});
}
