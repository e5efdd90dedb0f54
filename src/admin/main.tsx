// The back office's entry (its own Vite build, vite.admin.config.ts). Mantine loads whole here: the
// staff side has no first-paint budget to keep, the public site does (src/web/main.tsx).
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import 'mantine-datatable/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './app/admin-app';

createRoot(document.getElementById('admin')!).render(
  <StrictMode>
    <AdminApp />
  </StrictMode>,
);
