// Job level of an individual: the levels of the chosen category (common/v1/list-job-level), the chosen
// level's description as a hint, and the link to the job-title classification page.
import { Anchor, NativeSelect, Text } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { Link } from 'react-router-dom';
import { useRegistrationContext } from '../form-context';

export function JobLevelWidget({ id, value, onChange, onBlur, label, rawErrors, disabled, readonly, required, options }: WidgetProps) {
  const { formData, lookups } = useRegistrationContext();
  const { jobLevels } = lookups;
  const chosen = jobLevels.items.find((j) => j.slug === value);
  const placeholder = !formData.organizationCategory ? '請先選擇單位類別' : jobLevels.loading ? '載入中…' : '請選擇職級類別';
  const aboutLink = typeof options.aboutLink === 'string' ? options.aboutLink : '/pages/abouttype';
  return (
    <div>
      <NativeSelect
        id={id}
        label={label}
        required={required}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.currentTarget.value || undefined)}
        onBlur={() => onBlur(id, value)}
        disabled={disabled || readonly}
        error={rawErrors?.length ? rawErrors.join('\n') : jobLevels.error ?? undefined}
        aria-describedby={`${id}-hint`}
        data={[{ value: '', label: placeholder }, ...jobLevels.items.map((j) => ({ value: j.slug, label: j.name }))]}
      />
      <Text id={`${id}-hint`} size="sm" c="dimmed" mt={4}>
        {chosen?.description ? `${chosen.description} ` : ''}
        <Anchor component={Link} to={aboutLink} target="_blank" size="sm">
          {typeof options.aboutText === 'string' ? options.aboutText : '職稱分類說明'}（另開新視窗）
        </Anchor>
      </Text>
    </div>
  );
}
