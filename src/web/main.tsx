// Only Mantine's base (reset, default variables, focus rules) loads with every page; the component
// styles (≈ 260 KB, render-blocking) come with the pages that use Mantine (app/mantine-scope.tsx).
// All of it is in `@layer mantine`, so the site's own styles win whichever arrives first.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
// The theme's variables and Mantine's responsive classes, rendered by Mantine at `npm run gen`
// (scripts/generators/70-theme-css.mjs): one stylesheet for the shell and the Mantine pages alike.
import './app/generated/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createSiteRouter } from './app/app';
import { startInspector } from './app/inspector';
import { startSettingsEarly } from './settings/settings-context';

// Started before React's first render: the settings and the first page's code (and its data) load
// while React starts.
startSettingsEarly();
const router = createSiteRouter();

// The inspector (development, opt-in) must listen before the first machine starts.
void startInspector().finally(() =>
  createRoot(document.getElementById('app')!).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ),
);
