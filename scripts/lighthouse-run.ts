// Starting `npm start`'s server and running Lighthouse 12 against it, for the gate
// (scripts/lighthouse.ts) and the bench (scripts/bench/lighthouse.ts) alike: Debian Chromium,
// the mobile preset (simulated slow 4G, 4x CPU slowdown), performance and accessibility.
// The package is pinned to 12.2.3: later 12.x bring a trace engine that depends on
// third-party-web@latest, and npm ci then refuses the lock each time that package publishes.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readRun, type Figures, type LighthouseRun } from './lighthouse-figures.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
export const LIGHTHOUSE_PAGE = '/login/mobile-no';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function startServer(port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATABASE_PATH: ':memory:', SANDBOX: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
      if (output.includes('Saakh is running at')) resolve(server);
    });
    server.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready`)));
  });
}

function runLighthouse(url: string, outputPath: string): Promise<void> {
  const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
  const args = [
    cli,
    url,
    `--chrome-path=${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--form-factor=mobile',
    '--throttling-method=simulate',
    '--only-categories=performance,accessibility',
    '--output=json',
    `--output-path=${outputPath}`,
    '--quiet',
  ];
  return new Promise((resolve, reject) => {
    const run = spawn(process.execPath, args, { stdio: 'inherit' });
    run.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited with ${code}`))));
  });
}

export function formatFigures(run: Figures): string {
  return (
    `performance ${run.performance}  accessibility ${run.accessibility}  LCP ${run.lcpMs} ms  ` +
    `TBT ${run.tbtMs} ms  CLS ${run.cls}  FCP ${run.fcpMs} ms  SI ${run.speedIndexMs} ms  ` +
    `render-blocking ${run.renderBlocking}  unsized images ${run.unsizedImages}`
  );
}

export type Runs = { warmUp: LighthouseRun | null; runs: LighthouseRun[] };

/**
 * `count` counted runs of the login page on a fresh server on `port`, after `warmUps` uncounted
 * ones (the first run after a build starts the browser and the server cold).
 */
export async function lighthouseRuns(port: number, count: number, warmUps: 0 | 1): Promise<Runs> {
  const url = `http://localhost:${port}${LIGHTHOUSE_PAGE}`;
  const scratch = mkdtempSync(path.join(tmpdir(), 'saakh-lighthouse-'));
  const server = await startServer(port);
  const result: Runs = { warmUp: null, runs: [] };
  const once = async (name: string): Promise<LighthouseRun> => {
    const output = path.join(scratch, `${name}.json`);
    await runLighthouse(url, output);
    const run = readRun(JSON.parse(readFileSync(output, 'utf8')) as unknown);
    console.log(`${name}: ${formatFigures(run)}  (host benchmark index ${run.benchmarkIndex ?? '?'})`);
    return run;
  };
  try {
    if (warmUps === 1) result.warmUp = await once('warm-up (not counted)');
    for (let i = 1; i <= count; i += 1) result.runs.push(await once(`run ${i}`));
  } finally {
    server.kill('SIGTERM');
    rmSync(scratch, { recursive: true, force: true });
  }
  return result;
}
