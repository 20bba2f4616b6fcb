import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Browser suite: Debian Chromium against `npm start` (built app + sandbox API, one process)
// on its own port with a fresh database, so a run never sees data from an earlier one.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

// Workers re-read this file; keeping the path in the environment gives them the same one.
process.env.E2E_DATABASE_PATH ??= path.join(tmpdir(), `saakh-e2e-${process.pid}-${Date.now()}.sqlite`);
const databasePath = process.env.E2E_DATABASE_PATH;

export default defineConfig({
  testDir: 'tests/browser',
  outputDir: 'test-results/playwright',
  // Tests share one sandbox server and its database (they reset it), so they run one at a time.
  workers: 1,
  fullyParallel: false,
  // A flaky test gets fixed, not retried.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: 'playwright-report', open: 'never' }],
    // Read by scripts/run-suite.ts for the browser seconds per spec file and journey.
    ['json', { outputFile: 'reports/playwright.json' }],
  ],
  globalTeardown: './tests/browser/support/global-teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Mobile first: the default viewport is a phone's; specs that care set wider ones.
    { name: 'chromium', use: { browserName: 'chromium', viewport: { width: 412, height: 915 } } },
  ],
  webServer: {
    command: 'node --import tsx server/start.ts',
    env: { PORT: String(port), DATABASE_PATH: databasePath, SANDBOX: '1' },
    url: `${baseURL}/`,
    reuseExistingServer: false,
    // The first start builds the app with Vite, which takes a while on 2 cores.
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
