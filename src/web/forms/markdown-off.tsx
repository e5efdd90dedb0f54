// Stands in for markdown-to-jsx (vite.config.ts alias): RJSF renders markdown only when a ui schema
// asks for it (enableMarkdownIn*), ours never do, and the parser costs the register route ~25 KB gzip.
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
