// The eligibility provisions of the chosen category (common/v1/list-category-provision) as a
// checklist: title and legal basis of each. The value lists every provision with isSatisfied, as the
// payload wants it.
import { Checkbox, Stack, Text } from '@mantine/core';
import type { FieldProps } from '@rjsf/utils';
import { mergeProvisions, type ProvisionChoice } from '../../../../machines/registration';
import { useRegistrationContext } from '../form-context';

export function ProvisionsField({ fieldPathId, formData, onChange, errorSchema, uiSchema, disabled, readonly, required }: FieldProps) {
  const { provisions } = useRegistrationContext().lookups;
  const id = fieldPathId.$id;
  const chosen = (Array.isArray(formData) ? formData : []) as ProvisionChoice[];
  const ticked = new Set(chosen.filter((c) => c.isSatisfied).map((c) => String(c.provisionId)));
  const errors = (errorSchema as { __errors?: string[] } | undefined)?.__errors ?? [];
  const title = (uiSchema?.['ui:title'] as string | undefined) ?? '符合之資格條款';
  const description = uiSchema?.['ui:description'] as string | undefined;
  const ids = provisions.items.map((p) => p.provisionId);
  const status = provisions.loading ? '載入中…' : provisions.error ?? (provisions.items.length === 0 ? '請先選擇單位類別' : null);
  return (
    <Checkbox.Group
      id={id}
      label={title}
      description={description}
      required={required}
      value={[...ticked]}
      onChange={(values) => {
        const next = mergeProvisions(ids, values.map((v) => ({ provisionId: Number(v), isSatisfied: true })));
        onChange(next.length ? next : undefined, fieldPathId.path);
      }}
      readOnly={disabled || readonly}
      error={errors.length ? errors.join('\n') : undefined}
    >
      {status ? (
        <Text size="sm" c="dimmed" mt="xs" role="status">
          {status}
        </Text>
      ) : (
        <Stack gap="sm" mt="xs">
          {provisions.items.map((p, i) => (
            <Checkbox
              key={p.provisionId}
              id={`${id}-${i}`}
              value={String(p.provisionId)}
              disabled={disabled || readonly}
              label={p.provisionTitle}
              description={p.legalBasis}
            />
          ))}
        </Stack>
      )}
    </Checkbox.Group>
  );
}
