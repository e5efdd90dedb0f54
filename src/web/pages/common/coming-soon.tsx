// Body of a page whose issue has not landed yet: the real layout around a plain notice.
import { Container, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../layout/use-page-title';

export function ComingSoon() {
  const title = usePageTitle();
  return (
    <Container size="md" py="xl">
      <Title order={1}>{title}</Title>
      <Text mt="md">本頁內容即將推出，敬請期待。</Text>
    </Container>
  );
}
