// The error summary above the form (the GOV.UK pattern): one link per invalid field, in form order;
// following a link scrolls to the field and focuses it.
import { Alert, List } from '@mantine/core';
import type { ErrorListProps } from '@rjsf/utils';
import { fieldId, focusField } from './focus-field';
import { fieldPathOf } from './transform-errors';

export const ERROR_SUMMARY_TITLE = '請修正下列欄位';

export function ErrorSummary({ errors }: ErrorListProps) {
  return (
    <Alert color="red" variant="light" title={ERROR_SUMMARY_TITLE} mb="lg" role="region" aria-label={ERROR_SUMMARY_TITLE}>
      {/* Spaced so each link is a target of its own (WCAG 2.2 target size: 24 px apart). */}
      <List size="sm" spacing="xs">
        {errors.map((error) => {
          const id = fieldId(fieldPathOf(error));
          return (
            <List.Item key={`${id}-${error.message}`}>
              <a
                href={`#${id}`}
                onClick={(e) => {
                  e.preventDefault();
                  focusField(id);
                }}
              >
                {error.message}
              </a>
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
