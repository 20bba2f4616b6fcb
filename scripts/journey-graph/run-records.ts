import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { leafStatesOf, transitionsOf } from './transitions.ts';

// What each path run leaves behind for scripts/journey-coverage.ts: one file per runner, machine
// and path, overwritten when the path runs again. Records carry a hash of the machine's shape so
// runs against an older version of the machine are not counted.

export type Runner = 'machine' | 'browser';

export interface RunRecord {
  machine: string;
  runner: Runner;
  definitionHash: string;
  pathId: string;
  description: string;
  passed: boolean;
  /**
   * Transitions of the steps that completed; for the browser, those the app's own actor was seen
   * to take (tests/browser/support/observed-transitions.ts), not those its plan infers.
   */
  transitions: string[];
  /**
   * Browser only: what the app took between planned transitions that the chart does on its own
   * (keys), and the milliseconds steps waited for the app's transitions after their screens passed.
   */
  observed?: { unplanned: string[]; waitedMs: number; waits: [string, number][] };
  states: string[];
  finishedAt: string;
}

export const RUNS_DIR = join(process.cwd(), 'reports', 'journey-runs');

export function definitionHash(machine: AnyStateMachine): string {
  const shape = { states: leafStatesOf(machine), transitions: transitionsOf(machine) };
  return createHash('sha1').update(JSON.stringify(shape)).digest('hex').slice(0, 16);
}

function safeName(name: string): string {
  return name.replace(/[^\w.-]+/g, '_');
}

export function writeRunRecord(record: RunRecord, dir: string = RUNS_DIR): void {
  const folder = join(dir, record.runner, safeName(record.machine));
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, `${safeName(record.pathId)}.json`), `${JSON.stringify(record, null, 2)}\n`);
}

export function readRunRecords(runner: Runner, machine: string, dir: string = RUNS_DIR): RunRecord[] {
  const folder = join(dir, runner, safeName(machine));
  let files: string[];
  try {
    files = readdirSync(folder).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files.map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as RunRecord);
}

export function clearRunRecords(dir: string = RUNS_DIR): void {
  rmSync(dir, { recursive: true, force: true });
}

/** How many paths the browser replays for a machine, written when its spec plans them. */
export interface BrowserPlanRecord {
  machine: string;
  definitionHash: string;
  /** 'walks' or 'shortest' (tests/browser/support/browser-runner.ts), 'all' when not reduced. */
  reduce: string;
  paths: number;
  steps: number;
  /** What the fewest shortest paths would be, to compare the walks with. */
  shortestPaths: number;
  /** The transitions the replayed paths plan to take (keys), which the app must be seen taking. */
  transitions: string[];
}

export function writeBrowserPlan(record: BrowserPlanRecord, dir: string = RUNS_DIR): void {
  const folder = join(dir, 'browser-plans');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, `${safeName(record.machine)}.json`), `${JSON.stringify(record, null, 2)}\n`);
}

export function readBrowserPlan(machine: string, dir: string = RUNS_DIR): BrowserPlanRecord | null {
  try {
    return JSON.parse(
      readFileSync(join(dir, 'browser-plans', `${safeName(machine)}.json`), 'utf8'),
    ) as BrowserPlanRecord;
  } catch {
    return null;
  }
}
