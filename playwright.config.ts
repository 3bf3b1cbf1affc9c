import { defineConfig, devices } from '@playwright/test';

// End-to-end tests run against the production build that scripts/test.ts starts.
const port = process.env.E2E_BASE_PORT ?? '3100';
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // The holding × width matrix runs diagonally (`diagonal(holding)` in e2e/support/site.ts): a test
  // tagged @holding-1 runs on the desktop only, @holding-2 on the phone only; a rule no width
  // changes is tagged @desktop or @phone (DESKTOP_ONLY, PHONE_ONLY). Tests that only send
  // requests (@http) run once, in a project that starts no browser.
  projects: [
    {
      name: 'phone',
      grepInvert: [/@holding-1\b/, /@desktop\b/, /@http\b/],
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
    {
      name: 'desktop',
      grepInvert: [/@holding-2\b/, /@phone\b/, /@http\b/],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    { name: 'http', grep: /@http\b/ },
  ],
});
