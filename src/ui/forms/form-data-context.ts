// The whole form data, for templates that look beyond their own field (`ui:options.showWhen`): a form
// that uses showWhen provides it around its ThemeForm. A React context rather than RJSF's formContext: a
// new formContext re-renders every field, while this re-renders only the fields that read it.
import { createContext } from 'react';

export const FormDataContext = createContext<Readonly<Record<string, unknown>> | undefined>(undefined);
