// RJSF's Form with the Mantine theme's templates and only the Mantine widgets our forms use, imported
// one by one. The full theme (`Form` from @rjsf/mantine) registers the date/time widgets and a number
// input, which pull @mantine/dates, dayjs and react-number-format into the route for nothing: the
// register route has a JavaScript budget (DESIGN.md section 9).
import { withTheme } from '@rjsf/core';
import ArrayFieldItemTemplate from '@rjsf/mantine/lib/templates/ArrayFieldItemTemplate.js';
import ArrayFieldTemplate from '@rjsf/mantine/lib/templates/ArrayFieldTemplate.js';
import ArrayFieldTitleTemplate from '@rjsf/mantine/lib/templates/ArrayFieldTitleTemplate.js';
import ButtonTemplates from '@rjsf/mantine/lib/templates/ButtonTemplates/index.js';
import DescriptionField from '@rjsf/mantine/lib/templates/DescriptionField.js';
import FieldErrorTemplate from '@rjsf/mantine/lib/templates/FieldErrorTemplate.js';
import FieldHelpTemplate from '@rjsf/mantine/lib/templates/FieldHelpTemplate.js';
import ObjectFieldTemplate from '@rjsf/mantine/lib/templates/ObjectFieldTemplate.js';
import TitleField from '@rjsf/mantine/lib/templates/TitleField.js';
import WrapIfAdditionalTemplate from '@rjsf/mantine/lib/templates/WrapIfAdditionalTemplate.js';
import CheckboxesWidget from '@rjsf/mantine/lib/widgets/CheckboxesWidget.js';
import CheckboxWidget from '@rjsf/mantine/lib/widgets/CheckboxWidget.js';
import RadioWidget from '@rjsf/mantine/lib/widgets/RadioWidget.js';
import SelectWidget from '@rjsf/mantine/lib/widgets/SelectWidget.js';
import TextareaWidget from '@rjsf/mantine/lib/widgets/TextareaWidget.js';
import { BaseInputTemplate } from './base-input-template';
import { ErrorSummary } from './error-summary';
import { FieldTemplate } from './field-template';

export const ThemedForm = withTheme({
  templates: {
    ArrayFieldItemTemplate,
    ArrayFieldTemplate,
    ArrayFieldTitleTemplate,
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
  widgets: { CheckboxesWidget, CheckboxWidget, RadioWidget, SelectWidget, TextareaWidget },
});
