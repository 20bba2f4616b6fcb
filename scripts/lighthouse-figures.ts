// The figures scripts/lighthouse.ts reads from a Lighthouse result, their medians over several
// runs, and the thresholds the login screen is held to. Pure, so it is tested without a browser.

export interface LighthouseRun {
  readonly lighthouseVersion: string;
  /** Category scores, 0-100. */
  readonly performance: number;
  readonly accessibility: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly fcpMs: number;
  readonly speedIndexMs: number;
}

export const THRESHOLDS = {
  minPerformance: 98,
  minAccessibility: 100,
  maxLcpMs: 1500,
  maxCls: 0.02,
  maxTbtMs: 50,
} as const;

interface Audit {
  numericValue?: number;
}

interface LighthouseResult {
  lighthouseVersion?: string;
  runtimeError?: { message?: string };
  categories?: Record<string, { score?: number | null } | undefined>;
  audits?: Record<string, Audit | undefined>;
}

function score(result: LighthouseResult, category: string): number {
  const value = result.categories?.[category]?.score;
  if (typeof value !== 'number') throw new Error(`the Lighthouse result has no ${category} score`);
  return Math.round(value * 100);
}

function audit(result: LighthouseResult, id: string): number {
  const value = result.audits?.[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`the Lighthouse result has no figure for ${id}`);
  return value;
}

/** The figures of one Lighthouse JSON result (`--output=json`). */
export function readRun(json: unknown): LighthouseRun {
  const result = json as LighthouseResult;
  if (result.runtimeError?.message) throw new Error(`Lighthouse failed: ${result.runtimeError.message}`);
  return {
    lighthouseVersion: result.lighthouseVersion ?? 'unknown',
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    lcpMs: Math.round(audit(result, 'largest-contentful-paint')),
    tbtMs: Math.round(audit(result, 'total-blocking-time')),
    cls: Math.round(audit(result, 'cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(audit(result, 'first-contentful-paint')),
    speedIndexMs: Math.round(audit(result, 'speed-index')),
  };
}

function middle(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Each figure's median over the runs (figure by figure: one slow run moves none of them). */
export function median(runs: readonly LighthouseRun[]): Omit<LighthouseRun, 'lighthouseVersion'> {
  if (runs.length === 0) throw new Error('no Lighthouse runs to take the median of');
  const of = (pick: (run: LighthouseRun) => number) => middle(runs.map(pick));
  return {
    performance: of((r) => r.performance),
    accessibility: of((r) => r.accessibility),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    fcpMs: of((r) => r.fcpMs),
    speedIndexMs: of((r) => r.speedIndexMs),
  };
}

/** What the median misses, one line per threshold. */
export function judge(figures: Omit<LighthouseRun, 'lighthouseVersion'>, thresholds = THRESHOLDS): string[] {
  const failures: string[] = [];
  if (figures.performance < thresholds.minPerformance) {
    failures.push(`performance ${figures.performance} is under ${thresholds.minPerformance}`);
  }
  if (figures.accessibility < thresholds.minAccessibility) {
    failures.push(`accessibility ${figures.accessibility} is under ${thresholds.minAccessibility}`);
  }
  if (figures.lcpMs > thresholds.maxLcpMs) failures.push(`LCP ${figures.lcpMs} ms is over ${thresholds.maxLcpMs} ms`);
  if (figures.cls > thresholds.maxCls) failures.push(`CLS ${figures.cls} is over ${thresholds.maxCls}`);
  if (figures.tbtMs > thresholds.maxTbtMs) failures.push(`TBT ${figures.tbtMs} ms is over ${thresholds.maxTbtMs} ms`);
  return failures;
}
