import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3300);
// Per-port folders, so several runs can share a checkout.
const dataDir = `.e2e-data/${port}`;
const clientDir = `dist/e2e-${port}`;
const chromeArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** End-to-end journeys in Debian's Chromium against the built app on a fresh embedded database. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromeArgs },
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `rm -rf ${dataDir} && npx vite build --logLevel warn && npx tsx src/server/main.ts`,
    url: `http://localhost:${port}/api/ready`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(port), DATA_DIR: dataDir, CLIENT_DIR: clientDir, LOG_LEVEL: 'warn', NODE_ENV: 'test', SEED_DEMO: 'auto' },
  },
});
