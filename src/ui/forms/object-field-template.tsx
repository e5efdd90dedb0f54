// The form's object template: title, description, then the fields one under another. In place of the
// Mantine theme's, whose SimpleGrid writes a <style> element into the form at run time (invalid HTML in
// <body>: the Nu Html Checker refuses it) for a grid of one column. Our schemas have no expandable
// objects, so the theme's "add property" button has nothing to do here. Title and description are the
// form's own templates (theme-form.tsx), imported rather than looked up per render.
import { Stack } from '@mantine/core';
import DescriptionField from '@rjsf/mantine/lib/templates/DescriptionField.js';
import { descriptionId, titleId, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { TitleField } from './title-field';

export function ObjectFieldTemplate({ title, description, properties, required, schema, uiSchema, fieldPathId, registry }: ObjectFieldTemplateProps) {
  return (
    <div id={fieldPathId.$id}>
      {title && <TitleField id={titleId(fieldPathId)} title={title} required={required} schema={schema} uiSchema={uiSchema} registry={registry} />}
      {description && <DescriptionField id={descriptionId(fieldPathId)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} />}
      <Stack gap="md" mb="sm">
        {properties.filter((p) => !p.hidden).map((p) => (
          <div key={p.name}>{p.content}</div>
        ))}
      </Stack>
    </div>
  );
}
