// End-to-end tests in Debian's Chromium (/usr/bin/chromium; never a downloaded browser) against the
// real server, started the way `npm start` starts it, on a fresh data directory (e2e/global-setup.ts).
import { defineConfig, devices } from '@playwright/test';

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    // A failure keeps its trace: the DOM at each step, the network and the sources. Not the screencast's
    // filmstrip: encoding a frame after frame of every test, kept only for the few that fail, cost CPU on a
    // machine the suite already keeps busy.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, testIgnore: '**/*.mobile.spec.ts' },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: '**/*.mobile.spec.ts' },
  ],
});
