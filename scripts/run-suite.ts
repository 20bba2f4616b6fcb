import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JSONReport, JSONReportSuite } from '@playwright/test/reporter';
import { journeyFileName } from './journey-graph/file-names.ts';

// `npm test`: the suite's stages in order, each the same npm script `npm test` always ran,
// stopping at the first that fails (as `a && b && …` did). Each stage is timed; at the end, even
// after a failure, reports/suite-times.json gets the seconds per stage and, from Playwright's JSON
// report and the journey coverage report, the browser seconds per spec file, per journey
// (tests/browser/paths/<journey>.spec.ts) and per transition the browser covered; the same is printed.
//
// Stages in one group run side by side, so that neither core waits while the other works
// (measured on 2 cores, docs/decisions/007-parallel-browser-suite.md):
// - typecheck and lint each keep one core busy, lint the longer; the two builds fill the core
//   typecheck leaves before lint is done: the budget's production build (dist/) and the browser
//   suite's (dist-browser-suite/, server/build-if-needed.ts), which the browser stage's servers
//   then serve instead of building it while every test waits;
// - Lighthouse mostly waits (one page load, then its quiet windows: 7 CPU seconds in 45), so it runs
//   beside the unit stage on the budget's build. Its gate holds only figures that do not move with
//   the host's load (scripts/lighthouse-figures.ts, GATE); its speed figures are the bench's.
// A group's first stage prints as it runs; the others' output is held and printed whole after it,
// so an error of one is never interleaved with another's. The browser stage runs alone: it uses
// every core.

interface Stage {
  readonly name: string;
  readonly script: string;
}

const STAGE_GROUPS: readonly (readonly Stage[])[] = [
  [
    { name: 'lint', script: 'lint' },
    { name: 'typecheck', script: 'typecheck' },
    { name: 'budget', script: 'test:budget' },
    { name: 'browser build', script: 'build:browser-suite' },
  ],
  [
    { name: 'unit', script: 'test:unit' },
    // On the budget's build, which its server reuses (dist/.build-stamp).
    { name: 'lighthouse', script: 'test:lighthouse' },
  ],
  [{ name: 'browser', script: 'test:e2e' }],
  [{ name: 'coverage report', script: 'test:coverage-report' }],
];

const REPORTS = join(process.cwd(), 'reports');
const PLAYWRIGHT_JSON = join(REPORTS, 'playwright.json');
const COVERAGE_JSON = join(REPORTS, 'journey-coverage.json');
const JOURNEY_SPEC = /^paths\/([^/]+)\.spec\.ts$/;

type Status = 'passed' | 'failed' | 'skipped';
interface StageTime {
  name: string;
  command: string;
  status: Status;
  seconds: number | null;
}
interface JourneyTime {
  seconds: number;
  browserCoveredTransitions: number | null;
  secondsPerCoveredTransition: number | null;
}

const seconds = (ms: number): number => Number((ms / 1000).toFixed(1));

interface StageRun {
  status: Status;
  code: number;
  ms: number;
  /** The output of a stage that did not print as it ran (printed by the caller), else empty. */
  output: Buffer[];
}

function run(script: string, live: boolean): Promise<StageRun> {
  const started = performance.now();
  const output: Buffer[] = [];
  const child = spawn('npm', ['run', script], { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.once('close', (exitCode) => {
      const code = exitCode ?? 1;
      resolve({ status: code === 0 ? 'passed' : 'failed', code, ms: performance.now() - started, output });
    });
  });
}

/**
 * Milliseconds of every test result in each spec file (retries included: they took that time too).
 * A test is the file's whose top-level suite holds it: path tests are declared by the browser
 * runner (tests/browser/support/browser-runner.ts), so their own `file` names the runner, not the spec.
 */
function specFileTimes(report: JSONReport): Map<string, number> {
  const times = new Map<string, number>();
  const visit = (suite: JSONReportSuite, file: string): void => {
    for (const spec of suite.specs) {
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
      times.set(file, (times.get(file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) visit(child, file);
  };
  for (const suite of report.suites) visit(suite, suite.file);
  return times;
}

/** Reads a report only when the stage that writes it ran in this invocation (not a stale one). */
function freshJson<T>(file: string, since: number): T | null {
  if (!existsSync(file) || statSync(file).mtimeMs < since) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** The screen checks' spec: one test per built screen, titled `<screen>: <checks>`. */
const SCREEN_CHECKS_SPEC = 'screen-checks.spec.ts';

/** Seconds of each screen check (the screen's name, before the title's colon). */
function screenCheckTimes(report: JSONReport): Record<string, number> {
  const times: Record<string, number> = {};
  const visit = (suite: JSONReportSuite): void => {
    for (const spec of suite.specs) {
      const name = spec.title.split(':')[0] ?? spec.title;
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
      times[name] = seconds((times[name] ?? 0) * 1000 + ms);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) if (suite.file === SCREEN_CHECKS_SPEC) visit(suite);
  return times;
}

type BrowserTimes = {
  specFiles: Record<string, number>;
  journeys: Record<string, JourneyTime>;
  /** Browser seconds per screen check, so a screen that costs too much is seen the day it lands. */
  screenChecks: Record<string, number>;
};

/** Journey names; imported late, so a broken machine fails its stage rather than the runner. */
async function journeyNames(): Promise<Set<string>> {
  try {
    return new Set(Object.keys((await import('../machines/index.ts')).journeys));
  } catch {
    return new Set();
  }
}

async function browserTimes(since: number): Promise<BrowserTimes | null> {
  const report = freshJson<JSONReport>(PLAYWRIGHT_JSON, since);
  if (!report) return null;
  const coverage = freshJson<Record<string, { browserCovered: number }>>(COVERAGE_JSON, since);
  // Spec files are named after their journey in kebab-case; the registry says which journeys there are.
  const registry = new Map([...(await journeyNames())].map((name) => [journeyFileName(name), name]));
  const specFiles: Record<string, number> = {};
  const journeys: Record<string, JourneyTime> = {};
  for (const [file, ms] of [...specFileTimes(report)].sort(([a], [b]) => a.localeCompare(b))) {
    specFiles[file] = seconds(ms);
    const journey = registry.get(JOURNEY_SPEC.exec(file)?.[1] ?? '');
    if (!journey) continue;
    const covered = coverage?.[journey]?.browserCovered ?? null;
    journeys[journey] = {
      seconds: seconds(ms),
      browserCoveredTransitions: covered,
      secondsPerCoveredTransition: covered ? Number((ms / 1000 / covered).toFixed(2)) : null,
    };
  }
  return { specFiles, journeys, screenChecks: screenCheckTimes(report) };
}

function print(stages: StageTime[], browser: BrowserTimes | null, totalSeconds: number): void {
  const lines = ['', 'Suite times (reports/suite-times.json):'];
  for (const stage of stages)
    lines.push(`  ${stage.name.padEnd(16)} ${`${stage.seconds ?? '-'} s`.padStart(8)}  ${stage.status}`);
  lines.push(`  ${'total'.padEnd(16)} ${`${totalSeconds} s`.padStart(8)}`);
  if (browser) {
    lines.push('  browser seconds per journey (per transition the app was seen taking):');
    for (const [journey, time] of Object.entries(browser.journeys)) {
      const per =
        time.secondsPerCoveredTransition === null
          ? ''
          : ` (${time.secondsPerCoveredTransition} s × ${time.browserCoveredTransitions})`;
      lines.push(`    ${journey.padEnd(20)} ${`${time.seconds} s`.padStart(8)}${per}`);
    }
    const journeyFiles = new Set(Object.keys(browser.journeys).map(journeyFileName));
    const others = Object.entries(browser.specFiles).filter(
      ([file]) => !journeyFiles.has(JOURNEY_SPEC.exec(file)?.[1] ?? ''),
    );
    if (others.length) lines.push('  other browser specs:');
    for (const [file, time] of others) lines.push(`    ${file.padEnd(28)} ${`${time} s`.padStart(8)}`);
    const checks = Object.entries(browser.screenChecks).sort(([, a], [, b]) => b - a);
    if (checks.length) {
      const total = checks.reduce((sum, [, time]) => sum + time, 0);
      const mean = (total / checks.length).toFixed(1);
      lines.push(`  screen checks: ${checks.length}, ${seconds(total * 1000)} s (${mean} s each); the slowest:`);
      for (const [name, time] of checks.slice(0, 8)) lines.push(`    ${name.padEnd(28)} ${`${time} s`.padStart(8)}`);
    }
  }
  console.log(lines.join('\n'));
}

const suiteStarted = Date.now();
const stages: StageTime[] = [];
let failure: { name: string; code: number } | null = null;
let browserStarted: number | null = null;
for (const group of STAGE_GROUPS) {
  if (failure) {
    for (const stage of group)
      stages.push({ name: stage.name, command: `npm run ${stage.script}`, status: 'skipped', seconds: null });
    continue;
  }
  if (group.some((stage) => stage.script === 'test:e2e')) browserStarted = Date.now();
  const results = await Promise.all(group.map((stage, index) => run(stage.script, index === 0)));
  for (const [index, stage] of group.entries()) {
    const result = results[index]!;
    for (const chunk of result.output) process.stdout.write(chunk);
    stages.push({
      name: stage.name,
      command: `npm run ${stage.script}`,
      status: result.status,
      seconds: seconds(result.ms),
    });
    if (result.status === 'failed') failure ??= { name: stage.name, code: result.code };
  }
}

const totalSeconds = seconds(Date.now() - suiteStarted);
const browser = browserStarted === null ? null : await browserTimes(browserStarted);
mkdirSync(REPORTS, { recursive: true });
const report = { passed: failure === null, totalSeconds, stages, browser, finishedAt: new Date().toISOString() };
writeFileSync(join(REPORTS, 'suite-times.json'), `${JSON.stringify(report, null, 2)}\n`);
print(stages, browser, totalSeconds);
if (failure) {
  console.error(`\nnpm test failed at the ${failure.name} stage (exit code ${failure.code}).`);
  process.exit(failure.code || 1);
}
