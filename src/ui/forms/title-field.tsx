// The form's title as an h2: the page's h1 is just above it (the theme's own template renders an h3,
// which skips a heading level: Lighthouse / axe "heading-order").
import { Title } from '@mantine/core';
import type { TitleFieldProps } from '@rjsf/utils';

export function TitleField({ id, title }: TitleFieldProps) {
  return title ? (
    <Title id={id} order={2} size="h3" fw="normal">
      {title}
    </Title>
  ) : null;
}
