// The new-registration forms (group, individual), imported by the register page only.
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { registrationForms } from './registration-forms';

type Module<T> = Promise<{ default: T }>;

export const newRegistrationForms = registrationForms({
  group: () => Promise.all([import('./generated/registration-group.form.json'), import('./generated/registration-group.validator.cjs') as Module<ValidatorFunctions>]),
  individual: () => Promise.all([import('./generated/registration-individual.form.json'), import('./generated/registration-individual.validator.cjs') as Module<ValidatorFunctions>]),
});
