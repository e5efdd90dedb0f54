// /pages/register (SPEC.md section 2): the new registration, or the closed notice when the window is
// shut. A visitor without a draft picks the group type first (GroupTypeChoice, plain markup); the
// form, its machine and Mantine come in a chunk of their own (new-registration.tsx), so that the first
// step paints without them.
import { lazy, Suspense, useState } from 'react';
import type { EntityType } from '../../../../machines/registration';
import { useSettings } from '../../settings/settings-context';
import { loadDraft } from './registration/draft-storage';
import { GroupTypeChoice } from './registration/group-type-choice';
import { RegistrationPlaceholder } from './registration/registration-placeholder';
import { REGISTRATION_TEXT as T } from './registration/registration-texts';
import css from './registration/registration.module.css';

const loadNewRegistration = () => import('./registration/new-registration');
const NewRegistration = lazy(() => loadNewRegistration().then((m) => ({ default: m.NewRegistration })));
const preload = () => void loadNewRegistration().then((m) => m.preloadNewRegistration(), () => {});

export function RegisterPage() {
  const { settings, error } = useSettings();
  // A draft in this tab goes straight back to its form (with its own group type).
  const [hasDraft] = useState(() => loadDraft() !== null);
  const [chosenType, setChosenType] = useState<EntityType | undefined>(undefined);

  let body;
  if (!settings && !error) body = <RegistrationPlaceholder />;
  else if (settings && !settings.registrationOpen) {
    body = (
      <p className={css.closedNotice} role="status">
        {settings.registrationNotice}
      </p>
    );
  } else if (!hasDraft && !chosenType) body = <GroupTypeChoice onChoose={setChosenType} onIntent={preload} />;
  else {
    body = (
      <Suspense fallback={<RegistrationPlaceholder />}>
        <NewRegistration chosenType={chosenType} />
      </Suspense>
    );
  }
  return (
    <div className={css.container}>
      <h1 className={css.title}>{T.newTitle}</h1>
      {body}
    </div>
  );
}

export { RegisterPage as Component };
