import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startInspector } from './app/inspector';
import { applyThemeVariables } from './app/theme-variables';

applyThemeVariables();

// The inspector (development, opt-in) must listen before the first machine starts.
void startInspector().finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
