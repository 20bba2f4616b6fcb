import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { journeys } from '../machines/index.ts';
import { definitionHash, readBrowserPlan, readRunRecords, RUNS_DIR } from './journey-graph/run-records.ts';
import type { BrowserPlanRecord, Runner } from './journey-graph/run-records.ts';
import { leafStatesOf, transitionsOf } from './journey-graph/transitions.ts';

// Writes reports/journey-coverage.json from the machine definitions and the run records the
// machine runner (vitest) and browser runner (Playwright) left under reports/journey-runs/.
// Only records made against the current shape of each machine count; only completed steps count.
// A browser transition is covered when the app's own actor was seen taking it (the test build's
// journey observer, docs/testing.md "Observed coverage"); the run fails when, for a journey whose
// browser paths were planned, the app was seen taking fewer transitions than its paths plan.

export interface JourneyCoverage {
  states: number;
  transitions: number;
  machineCovered: number;
  /** Transitions the app was seen taking in the browser (observed, not inferred from the plan). */
  browserCovered: number;
  /** Transitions the browser's paths plan to take; null when they were not planned for this shape. */
  browserPlanned: number | null;
  /** Planned transitions the app was not seen taking (first few), for the failure message. */
  browserMissing: string[];
  /** Paths the browser replays (its plan for the current shape), and the shortest-path cover's count. */
  browserPaths: { reduce: string; paths: number; steps: number; shortestPaths: number } | null;
}

const MISSING_LISTED = 5;

function browserPlanOf(name: string, machine: AnyStateMachine, dir: string): BrowserPlanRecord | null {
  const plan = readBrowserPlan(name, dir);
  return plan && plan.definitionHash === definitionHash(machine) ? plan : null;
}

function coveredBy(
  runner: Runner,
  name: string,
  machine: AnyStateMachine,
  defined: Set<string>,
  dir: string,
): Set<string> {
  const hash = definitionHash(machine);
  const covered = new Set<string>();
  for (const record of readRunRecords(runner, name, dir)) {
    if (record.definitionHash !== hash) continue;
    for (const key of record.transitions) if (defined.has(key)) covered.add(key);
  }
  return covered;
}

export function journeyCoverage(
  machines: Record<string, AnyStateMachine>,
  dir: string = RUNS_DIR,
): Record<string, JourneyCoverage> {
  const report: Record<string, JourneyCoverage> = {};
  for (const [name, machine] of Object.entries(machines)) {
    const defined = new Set(transitionsOf(machine).map((transition) => transition.key));
    const plan = browserPlanOf(name, machine, dir);
    const observed = coveredBy('browser', name, machine, defined, dir);
    const planned = plan ? (plan.transitions ?? []).filter((key) => defined.has(key)) : null;
    report[name] = {
      states: leafStatesOf(machine).length,
      transitions: defined.size,
      machineCovered: coveredBy('machine', name, machine, defined, dir).size,
      browserCovered: observed.size,
      browserPlanned: planned ? planned.length : null,
      browserMissing: (planned ?? []).filter((key) => !observed.has(key)).slice(0, MISSING_LISTED),
      browserPaths: plan
        ? { reduce: plan.reduce, paths: plan.paths, steps: plan.steps, shortestPaths: plan.shortestPaths }
        : null,
    };
  }
  return report;
}

/** Journeys whose browser paths were planned but whose planned transitions the app was not all seen taking. */
export function observedShortfalls(report: Record<string, JourneyCoverage>): string[] {
  return Object.entries(report)
    .filter(([, c]) => c.browserPlanned !== null && c.browserCovered < c.browserPlanned)
    .map(([name, c]) => {
      const more = (c.browserPlanned ?? 0) - c.browserCovered > MISSING_LISTED ? ', …' : '';
      return (
        `${name}: the app was seen taking ${c.browserCovered} of the ${c.browserPlanned} planned transitions ` +
        `(not seen: ${c.browserMissing.join(', ')}${more})`
      );
    });
}

function main(): void {
  const output = join(process.cwd(), 'reports', 'journey-coverage.json');
  const report = journeyCoverage(journeys);
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, `${JSON.stringify(report, null, 2)}\n`);
  const pathsLine = ({ browserPaths: plan }: JourneyCoverage): string =>
    plan
      ? ` in ${plan.paths} ${plan.reduce === 'walks' ? 'walks' : 'paths'} (shortest-path cover ${plan.shortestPaths})`
      : '';
  const browserLine = (c: JourneyCoverage): string =>
    c.browserPlanned === null
      ? `browser not planned (${c.browserCovered}/${c.transitions} observed)`
      : `browser observed ${c.browserCovered}/${c.browserPlanned} planned of ${c.transitions}`;
  const lines = Object.entries(report).map(
    ([name, c]) =>
      `  ${name}: ${c.states} states, ${c.transitions} transitions, ` +
      `machine ${c.machineCovered}/${c.transitions}, ${browserLine(c)}${pathsLine(c)}`,
  );
  console.log([`journey coverage → ${output}`, ...(lines.length ? lines : ['  (no journeys yet)'])].join('\n'));
  const shortfalls = observedShortfalls(report);
  if (shortfalls.length) {
    console.error(['Browser coverage observed below planned:', ...shortfalls.map((line) => `  ${line}`)].join('\n'));
    process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
