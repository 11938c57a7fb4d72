import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3300);
// Per-port folders, so several runs can share a checkout.
const dataDir = `.e2e-data/${port}`;
const clientDir = `dist/e2e-${port}`;
// The server compiled as `npm run build` compiles it (scripts/build-server.mjs), run with plain node as `npm start` does.
const serverDir = `dist/e2e-${port}-server`;
// The mock Google (OIDC) provider of tests/support/mock-oidc.ts; it must answer before the app starts (discovery).
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 100);
const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
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
  // The client is built as it ships (React's production build, as `npm run build` makes it); the server runs with
  // NODE_ENV=test for its test-only parts (dev clock, outboxes).
  webServer: [
    {
      command: 'npx tsx tests/support/mock-oidc-server.ts',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { MOCK_OIDC_PORT: String(oidcPort) },
    },
    {
      command: `rm -rf ${dataDir} && NODE_ENV=production npx vite build --logLevel warn && NODE_ENV=production npx vite build --ssr src/client/entry-server.tsx --logLevel warn && node scripts/build-server.mjs ${serverDir} && node ${serverDir}/main.js`,
      url: `http://localhost:${port}/api/ready`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        CLIENT_DIR: clientDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        SEED_DEMO: 'auto',
        GOOGLE_CLIENT_ID: 'tidvis-test-client',
        GOOGLE_CLIENT_SECRET: 'tidvis-test-secret',
        GOOGLE_DISCOVERY_URL: `${oidcIssuer}/.well-known/openid-configuration`,
      },
    },
  ],
});
