// Mantine's provider writes the theme's CSS variables only where it is mounted (app/mantine-scope.tsx,
// the pages with Mantine components). The shell (header, footer) and the pages without Mantine use
// the programme's palette and fonts too, so the same values from theme.ts are set on :root at start
// (through the CSSOM, which the Content-Security-Policy allows).
import { theme } from './theme';

export function applyThemeVariables(root: HTMLElement = document.documentElement): void {
  for (const [name, shades] of Object.entries(theme.colors ?? {})) {
    shades?.forEach((color, i) => root.style.setProperty(`--mantine-color-${name}-${i}`, color));
  }
  if (theme.fontFamily) root.style.setProperty('--mantine-font-family', theme.fontFamily);
  if (theme.headings?.fontFamily) root.style.setProperty('--mantine-font-family-headings', theme.headings.fontFamily);
}
