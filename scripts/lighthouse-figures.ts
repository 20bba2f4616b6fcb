// The figures scripts/lighthouse.ts and the Lighthouse bench read from a Lighthouse result, their
// medians over several runs, and what each holds them to. Pure, so it is tested without a browser.
//
// Two kinds of figure: the gate's do not move with the host's load (an accessibility score, the
// layout shift of a page whose fonts and images are sized, the count of render-blocking requests
// and of unsized images), so `npm test` fails on them; the speed figures (performance score, LCP,
// TBT) are Lighthouse's simulation scaled by this host's CPU at that moment (one busy run gave
// TBT 280 ms where idle runs give 10), so they are printed by `npm run bench` beside the host's
// benchmark index and never fail a run.

export interface LighthouseRun {
  readonly lighthouseVersion: string;
  /**
   * Lighthouse's measure of the host CPU at the time of the run (a quiet desktop scores well over
   * 1000). The 4x slowdown is applied to what this host measured, so on a busy machine the
   * blocking time grows with the load: read a TBT beside this figure.
   */
  readonly benchmarkIndex: number | null;
  /** Category scores, 0-100. */
  readonly performance: number;
  readonly accessibility: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly fcpMs: number;
  readonly speedIndexMs: number;
  /** Requests that block the first paint (Lighthouse's render-blocking-resources items). */
  readonly renderBlocking: number;
  /** Images drawn without a width and height (unsized-images items): each can shift the layout. */
  readonly unsizedImages: number;
}

/** What `npm test` holds a single run to: figures that do not depend on how busy the host is. */
export const GATE = {
  minAccessibility: 100,
  maxCls: 0.02,
  maxRenderBlocking: 0,
  maxUnsizedImages: 0,
} as const;

/** What `npm run bench` compares the medians with: printed, met or not, never a failure. */
export const SPEED_TARGETS = {
  performance: { min: 98 },
  lcpMs: { max: 1500 },
  tbtMs: { max: 50 },
} as const;

interface Audit {
  numericValue?: number;
  details?: { items?: unknown[] };
}

interface LighthouseResult {
  lighthouseVersion?: string;
  environment?: { benchmarkIndex?: number };
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

function items(result: LighthouseResult, id: string): number {
  const found = result.audits?.[id];
  if (!found) throw new Error(`the Lighthouse result has no ${id} audit`);
  return found.details?.items?.length ?? 0;
}

/** The figures of one Lighthouse JSON result (`--output=json`). */
export function readRun(json: unknown): LighthouseRun {
  const result = json as LighthouseResult;
  if (result.runtimeError?.message) throw new Error(`Lighthouse failed: ${result.runtimeError.message}`);
  return {
    lighthouseVersion: result.lighthouseVersion ?? 'unknown',
    benchmarkIndex: result.environment?.benchmarkIndex ?? null,
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    lcpMs: Math.round(audit(result, 'largest-contentful-paint')),
    tbtMs: Math.round(audit(result, 'total-blocking-time')),
    cls: Math.round(audit(result, 'cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(audit(result, 'first-contentful-paint')),
    speedIndexMs: Math.round(audit(result, 'speed-index')),
    renderBlocking: items(result, 'render-blocking-resources'),
    unsizedImages: items(result, 'unsized-images'),
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
export type Figures = Omit<LighthouseRun, 'lighthouseVersion' | 'benchmarkIndex'>;

export function median(runs: readonly LighthouseRun[]): Figures {
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
    renderBlocking: of((r) => r.renderBlocking),
    unsizedImages: of((r) => r.unsizedImages),
  };
}

/** What a run misses of the gate, one line per limit. */
export function judgeGate(figures: Figures, gate = GATE): string[] {
  const failures: string[] = [];
  if (figures.accessibility < gate.minAccessibility) {
    failures.push(`accessibility ${figures.accessibility} is under ${gate.minAccessibility}`);
  }
  if (figures.cls > gate.maxCls) failures.push(`CLS ${figures.cls} is over ${gate.maxCls}`);
  if (figures.renderBlocking > gate.maxRenderBlocking) {
    failures.push(`${figures.renderBlocking} render-blocking requests (at most ${gate.maxRenderBlocking})`);
  }
  if (figures.unsizedImages > gate.maxUnsizedImages) {
    failures.push(`${figures.unsizedImages} images without a width and height (at most ${gate.maxUnsizedImages})`);
  }
  return failures;
}
