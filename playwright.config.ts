import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Browser suite: Debian Chromium against `npm start` (built app + sandbox API, one process)
// with a fresh database, so a run never sees data from an earlier one. Tests own their data
// (phones, tag, faults, clock: tests/browser/support/test.ts) and never reset, so any number of
// workers can share a server; one server and database per worker (E2E_PORT + 1 + the worker's
// parallel index) measured faster, docs/decisions/007-parallel-browser-suite.md has the figures.
const port = Number(process.env.E2E_PORT ?? 3100);
const workers = Number(process.env.E2E_WORKERS ?? availableParallelism());
// E2E_SHARED_SERVER=1 runs every worker against one server on E2E_PORT (the slower option here,
// kept to measure it again and to prove the tests still isolate themselves).
const serverPorts = process.env.E2E_SHARED_SERVER
  ? [port]
  : Array.from({ length: workers }, (_, index) => port + 1 + index);
// Playwright sets the parallel index in each worker before it re-reads this file.
const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const baseURL = `http://localhost:${serverPorts[parallelIndex] ?? serverPorts[0]}`;

// Workers re-read this file; keeping the path in the environment gives them the same ones.
process.env.E2E_DATABASE_PATH ??= path.join(tmpdir(), `saakh-e2e-${process.pid}-${Date.now()}`);
const databasePrefix = process.env.E2E_DATABASE_PATH;
// The run's browser path plans, searched once by whichever process loads a spec first (the runner,
// listing the tests) and read by the workers (tests/browser/support/plan-cache.ts).
process.env.E2E_PLAN_CACHE ??= `${databasePrefix}-plans`;

export default defineConfig({
  testDir: 'tests/browser',
  outputDir: 'test-results/playwright',
  workers,
  fullyParallel: true,
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
    // Recording a trace for every test costs about a sixth of the browser suite's time on 2 cores
    // (payment paths: 103–109 s without, 116–134 s with) and is thrown away for every test that
    // passes; E2E_TRACE=1 records them again to debug a failure (ADR 007).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's chromium-headless-shell: the old headless mode, made for automation; the same paths ran
      // 15-25 % faster than in full Chromium on 2 cores (ADR 007). Lighthouse keeps full Chromium.
      executablePath: process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
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
  // Playwright starts these one after another, so only the first builds the app.
  webServer: serverPorts.map((serverPort) => ({
    command: 'node --import tsx server/start.ts',
    // VITE_JOURNEY_OBSERVER: the suite's own build, whose journey actors report each transition
    // they take, so a path's coverage is what the app was seen doing (docs/testing.md). The build
    // stamp keeps it apart from a production build: `npm start` without it builds again.
    env: {
      PORT: String(serverPort),
      DATABASE_PATH: `${databasePrefix}-${serverPort}.sqlite`,
      SANDBOX: '1',
      VITE_JOURNEY_OBSERVER: '1',
    },
    url: `http://localhost:${serverPort}/`,
    reuseExistingServer: false,
    // The first start builds the app with Vite, which takes a while on 2 cores.
    timeout: 180_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
