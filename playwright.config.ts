import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './e2e/fixtures';

const PORT = 5199;

/** Browser journeys against the real built server on a fresh embedded database, in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Journeys of several pages and browsers on a 2-core machine: a minute leaves room for load.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'fr-CH',
    timezoneId: 'Europe/Zurich',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'rm -rf tmp/e2e-data && node dist/server/main.js',
    url: `http://localhost:${PORT}/api/config`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: 'tmp/e2e-data',
      LOG_LEVEL: 'warn',
      // What `npm start` runs (production is the default), with the demo checkout asked for.
      NODE_ENV: 'production',
      PAYMENTS: 'demo',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_EMAIL: 'admin@sophia.test',
    },
  },
});
