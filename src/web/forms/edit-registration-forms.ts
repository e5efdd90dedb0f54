// The update forms (group, individual), imported by the edit page only.
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { registrationForms } from './registration-forms';

type Module<T> = Promise<{ default: T }>;

export const editRegistrationForms = registrationForms({
  group: () => Promise.all([import('./generated/registration-group-update.form.json'), import('./generated/registration-group-update.validator.cjs') as Module<ValidatorFunctions>]),
  individual: () => Promise.all([import('./generated/registration-individual-update.form.json'), import('./generated/registration-individual-update.validator.cjs') as Module<ValidatorFunctions>]),
});
