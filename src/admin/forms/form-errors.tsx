// Staff forms are checked by the server against schemas/admin/ (one home for each rule): a refusal comes
// back as the fields it names, shown beside each field and in a summary above the form (the GOV.UK
// pattern) that takes focus, so a keyboard or screen-reader user lands on what went wrong.
import { Alert, List } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { ApiFailure } from '../api/client';

export interface FieldError {
  field: string;
  message: string;
}

export const FORM_ERROR_TITLE = '請修正下列問題';

/** The id of a field's input, so that the summary's links reach it. */
export const inputId = (form: string, field: string) => `${form}-${field}`;

/** The errors of a failed call: its fields, or the whole message under the empty field. */
export function errorsOf(error: unknown): FieldError[] {
  if (!error) return [];
  if (error instanceof ApiFailure) return error.fieldErrors.length > 0 ? error.fieldErrors : [{ field: '', message: error.message }];
  return [{ field: '', message: error instanceof Error ? error.message : String(error) }];
}

/** The message for one field, for its input's `error` prop. */
export const messageFor = (errors: FieldError[], field: string) => errors.filter((e) => e.field === field).map((e) => e.message).join('；') || undefined;

export function FormErrorSummary({ form, errors }: { form: string; errors: FieldError[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length > 0) ref.current?.focus();
  }, [errors]);
  if (errors.length === 0) return null;
  return (
    <Alert ref={ref} tabIndex={-1} color="red" variant="light" title={FORM_ERROR_TITLE} mb="md" role="alert">
      <List size="sm" spacing={2}>
        {errors.map((e) => (
          <List.Item key={`${e.field}-${e.message}`}>
            {e.field ? (
              <a
                href={`#${inputId(form, e.field)}`}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(inputId(form, e.field))?.focus();
                }}
              >
                {e.message}
              </a>
            ) : (
              e.message
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
