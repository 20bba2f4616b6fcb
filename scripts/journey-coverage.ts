import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { journeys } from '../machines/index.ts';
import { definitionHash, readBrowserPlan, readRunRecords, RUNS_DIR } from './journey-graph/run-records.ts';
import type { Runner } from './journey-graph/run-records.ts';
import { leafStatesOf, transitionsOf } from './journey-graph/transitions.ts';

// Writes reports/journey-coverage.json from the machine definitions and the run records the
// machine runner (vitest) and browser runner (Playwright) left under reports/journey-runs/.
// Only records made against the current shape of each machine count; only completed steps count.

export interface JourneyCoverage {
  states: number;
  transitions: number;
  machineCovered: number;
  browserCovered: number;
  /** Paths the browser replays (its plan for the current shape), and the shortest-path cover's count. */
  browserPaths: { reduce: string; paths: number; steps: number; shortestPaths: number } | null;
}

function browserPathsOf(name: string, machine: AnyStateMachine, dir: string): JourneyCoverage['browserPaths'] {
  const plan = readBrowserPlan(name, dir);
  if (!plan || plan.definitionHash !== definitionHash(machine)) return null;
  return { reduce: plan.reduce, paths: plan.paths, steps: plan.steps, shortestPaths: plan.shortestPaths };
}

function coveredBy(runner: Runner, name: string, machine: AnyStateMachine, defined: Set<string>, dir: string): number {
  const hash = definitionHash(machine);
  const covered = new Set<string>();
  for (const record of readRunRecords(runner, name, dir)) {
    if (record.definitionHash !== hash) continue;
    for (const key of record.transitions) if (defined.has(key)) covered.add(key);
  }
  return covered.size;
}

export function journeyCoverage(
  machines: Record<string, AnyStateMachine>,
  dir: string = RUNS_DIR,
): Record<string, JourneyCoverage> {
  const report: Record<string, JourneyCoverage> = {};
  for (const [name, machine] of Object.entries(machines)) {
    const defined = new Set(transitionsOf(machine).map((transition) => transition.key));
    report[name] = {
      states: leafStatesOf(machine).length,
      transitions: defined.size,
      machineCovered: coveredBy('machine', name, machine, defined, dir),
      browserCovered: coveredBy('browser', name, machine, defined, dir),
      browserPaths: browserPathsOf(name, machine, dir),
    };
  }
  return report;
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
  const lines = Object.entries(report).map(
    ([name, c]) =>
      `  ${name}: ${c.states} states, ${c.transitions} transitions, ` +
      `machine ${c.machineCovered}/${c.transitions}, browser ${c.browserCovered}/${c.transitions}${pathsLine(c)}`,
  );
  console.log([`journey coverage → ${output}`, ...(lines.length ? lines : ['  (no journeys yet)'])].join('\n'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
