// src/ui/theme.ts -> src/web/app/generated/theme.css: the CSS that Mantine's provider would write at run
// time (the theme's CSS variables and the hidden-from/visible-from classes), rendered here by Mantine itself.
// A static stylesheet instead of run-time <style> elements in <body> and a long style="" on <html>: the
// rendered pages stay conforming HTML (the Nu Html Checker refuses both), the shell and the Mantine pages
// share one set of values, and nothing depends on which chunk mounts a provider first.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const HEADER = '/* Generated from src/ui/theme.ts by `npm run gen` (scripts/generators/70-theme-css.mjs). Do not edit. */\n';

export default async function themeCss(root) {
  const { theme } = await tsImport(pathToFileURL(join(root, 'src', 'ui', 'theme.ts')).href, import.meta.url);
  const { MantineProvider } = await import('@mantine/core');
  const { createElement } = await import('react');
  const { renderToStaticMarkup } = await import('react-dom/server');
  // No color-scheme manager: nothing to read from storage while rendering outside a browser.
  const manager = { get: (fallback) => fallback, set() {}, subscribe() {}, unsubscribe() {}, clear() {} };
  const html = renderToStaticMarkup(createElement(MantineProvider, { theme, colorSchemeManager: manager }, null));
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  if (styles.length !== 2) throw new Error(`expected Mantine's two style elements, got ${styles.length}`);
  const css = styles.join('\n').replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&gt;/g, '>').replace(/&lt;/g, '<');
  return [{ path: join(root, 'src', 'web', 'app', 'generated', 'theme.css'), content: `${HEADER}${css.replace(/}/g, '}\n')}` }];
}
