// The back office (DESIGN.md section 11) is a Vite build of its own, served at /admin/: its chunks
// (Mantine's full styles, the data table, charts) can never be split into chunks that public routes
// share, so the public routes' bundles and budgets stay exactly as they are. `npm run build` runs the
// site's build first (it empties dist/), then this one into dist/admin/.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { dropJsonComments } from './src/build/drop-json-comments.ts';
import { precompress } from './src/build/precompress.ts';

export default defineConfig({
  plugins: [react(), dropJsonComments(), precompress()],
  root: 'src/admin',
  base: '/admin/',
  publicDir: false,
  build: {
    outDir: '../../dist/admin',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    modulePreload: { polyfill: false },
    manifest: true,
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
