// A criterion's score as a row of large number buttons (issue 28: jurors score on phones and tablets).
// They are native radio buttons in a fieldset named by its legend (the criterion and its weight), so the
// group is one tab stop, arrows move the choice, and a screen reader says "服務品質與專業 權重 40%,
// radio group, 8 分". The scale is the schema's minimum to maximum; the weight comes from the rubric.
import { Badge, Text } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import classes from './jury.module.css';

export function ScoreWidget({ id, value, onChange, onBlur, onFocus, disabled, readonly, required, label, schema, rawErrors, options }: WidgetProps) {
  const min = typeof schema.minimum === 'number' ? schema.minimum : 1;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 10;
  const scale = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const percent = options.percent as number | undefined;
  const error = rawErrors && rawErrors.length > 0 ? rawErrors.join('\n') : undefined;
  const describedBy = [schema.description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      id={id}
      role="radiogroup"
      className={classes.criterion}
      aria-labelledby={`${id}-legend`}
      aria-describedby={describedBy || undefined}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled || readonly}
    >
      <legend id={`${id}-legend`} className={classes.legend}>
        <span>
          {label}
          {required ? (
            <span className={classes.required} aria-hidden="true">
              {' *'}
            </span>
          ) : null}
        </span>{' '}
        {percent !== undefined ? (
          <Badge component="span" size="lg" variant="light" radius="sm">
            權重 {percent}%
          </Badge>
        ) : null}
      </legend>
      {schema.description ? (
        <Text id={`${id}-description`} size="md" c="dimmed" style={{ clear: 'both' }}>
          {schema.description}
        </Text>
      ) : null}
      <div className={classes.scale}>
        {scale.map((n) => (
          <label key={n} className={classes.option}>
            <input
              type="radio"
              className={classes.input}
              name={id}
              value={n}
              aria-label={`${n} 分`}
              checked={value === n}
              onChange={() => onChange(n)}
              onFocus={() => onFocus(id, value)}
              onBlur={() => onBlur(id, value)}
            />
            <span className={classes.face} aria-hidden="true">
              {n}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <Text id={`${id}-error`} c="var(--mantine-color-error)" size="md" mt="xs" style={{ whiteSpace: 'pre-line' }}>
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
}
