import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, wherever the bench was started from. */
export const ROOT_DIR = fileURLToPath(new URL('../..', import.meta.url));
export const REPORTS_DIR = join(ROOT_DIR, 'reports');

/** Writes reports/bench-<name>.json and answers its path. */
export function writeBenchReport(name: string, report: unknown): string {
  mkdirSync(REPORTS_DIR, { recursive: true });
  const file = join(REPORTS_DIR, `bench-${name}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

/** Nearest-rank percentile (p in 0–100) of unsorted samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export const round = (value: number, digits = 1): number => Number(value.toFixed(digits));

/** One printed line per target: the figure, the target and whether it is met (a bench never fails on it). */
export function targetLine(label: string, value: number, unit: string, target: { max?: number; min?: number }): string {
  const met = (target.max === undefined || value <= target.max) && (target.min === undefined || value >= target.min);
  const wanted = target.max !== undefined ? `≤ ${target.max}` : `≥ ${target.min}`;
  return `  ${label}: ${round(value)} ${unit} (target ${wanted} ${unit}: ${met ? 'met' : 'NOT met'})`;
}

export const targetMet = (value: number, target: { max?: number; min?: number }): boolean =>
  (target.max === undefined || value <= target.max) && (target.min === undefined || value >= target.min);
