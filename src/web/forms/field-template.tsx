// The Mantine theme's field template, plus `ui:options.showWhen`: a field shown only while other fields
// hold given values (e.g. the recommendation code only for a nominated entry).
import { Templates } from '@rjsf/mantine';
import type { FieldTemplateProps } from '@rjsf/utils';
import { formContextOf } from './form-context';

const Base = Templates.FieldTemplate!;

export function FieldTemplate(props: FieldTemplateProps) {
  const showWhen = props.uiSchema?.['ui:options']?.showWhen as Record<string, unknown> | undefined;
  if (showWhen) {
    const { formData } = formContextOf(props.registry);
    if (!Object.entries(showWhen).every(([key, value]) => formData?.[key] === value)) return null;
  }
  return <Base {...props} />;
}
