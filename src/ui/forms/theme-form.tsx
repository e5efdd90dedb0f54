// RJSF's Form with the Mantine theme's templates and only the Mantine widgets our forms use, imported
// one by one. The full theme (`Form` from @rjsf/mantine) registers the date/time widgets and a number
// input, which pull @mantine/dates, dayjs and react-number-format into the route for nothing: the
// register route has a JavaScript budget (DESIGN.md section 9). For the same reason the theme's
// Select / Checkboxes widgets and array templates are left out: every enum of our forms has a widget of
// its own (NativeSelect), the provisions list is a field of its own, and no form has a plain array; the
// theme's Select alone brought Combobox, Popover, MultiSelect and floating-ui (≈ 10 KB gzip). Should a
// schema ever need them, RJSF's core (plain HTML) widgets stand in.
import { withTheme } from '@rjsf/core';
import ButtonTemplates from '@rjsf/mantine/lib/templates/ButtonTemplates/index.js';
import DescriptionField from '@rjsf/mantine/lib/templates/DescriptionField.js';
import FieldErrorTemplate from '@rjsf/mantine/lib/templates/FieldErrorTemplate.js';
import FieldHelpTemplate from '@rjsf/mantine/lib/templates/FieldHelpTemplate.js';
import WrapIfAdditionalTemplate from '@rjsf/mantine/lib/templates/WrapIfAdditionalTemplate.js';
import CheckboxWidget from '@rjsf/mantine/lib/widgets/CheckboxWidget.js';
import RadioWidget from '@rjsf/mantine/lib/widgets/RadioWidget.js';
import TextareaWidget from '@rjsf/mantine/lib/widgets/TextareaWidget.js';
import { BaseInputTemplate } from './base-input-template';
import { ErrorSummary } from './error-summary';
import { FieldTemplate } from './field-template';
import { ObjectFieldTemplate } from './object-field-template';
import { TitleField } from './title-field';

export const ThemedForm = withTheme({
  templates: {
    BaseInputTemplate,
    ButtonTemplates: ButtonTemplates(),
    DescriptionFieldTemplate: DescriptionField,
    ErrorListTemplate: ErrorSummary,
    FieldErrorTemplate,
    FieldHelpTemplate,
    FieldTemplate,
    ObjectFieldTemplate,
    TitleFieldTemplate: TitleField,
    WrapIfAdditionalTemplate,
  },
  widgets: { CheckboxWidget, RadioWidget, TextareaWidget },
});
