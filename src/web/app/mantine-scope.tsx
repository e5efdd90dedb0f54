// Mantine's provider (theme, CSS variables) around the parts that use Mantine components: the
// register, upload and heroes pages and the toasts. It is not in the app shell, so the pages that
// need none of it (home, news, the programme pages) load none of it: neither script nor styles.
// The styles are the layered build (@layer mantine): arriving after the shell's own styles, they still
// lose to them, so the order in which chunks load never changes how a page looks.
import './mantine-styles';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from '../../ui/theme';

export function MantineScope({ children }: { children: ReactNode }) {
  // The variables and responsive classes the provider would write as <style> elements in <body> are a
  // stylesheet of the shell (app/generated/theme.css, from the same theme): no run-time styles to inject.
  return (
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      {children}
    </MantineProvider>
  );
}
