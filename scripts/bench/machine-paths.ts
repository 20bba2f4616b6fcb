import { relative } from 'node:path';
import { startVitest } from 'vitest/node';
import type { Reporter, TestModule } from 'vitest/node';
import { journeys } from '../../machines/index.ts';
import { ROOT_DIR, round, writeBenchReport } from './report.ts';

// Machine paths per second, per journey: the machine-level path tests (tests/paths, what
// `npm run test:paths` runs) are run through Vitest's API, one file at a time, and timed from
// Vitest's own diagnostics. Generating is the test file's own top-level time (importing its
// dependencies left out): building the path plan with xstate/graph, plus whatever the file
// arranges before it (the in-process sandbox some journeys answer from). Replaying is the sum
// of the path tests' durations. Scripts import no test code, so the tests are run, not imported.

// The two checks runMachinePaths registers beside the paths themselves.
const NOT_PATHS = new Set([
  'has a handler for every state and event',
  'plans paths through every transition and state',
]);
const SUITE_SUFFIX = ' paths';

export interface JourneyPaths {
  journey: string;
  file: string;
  /** Whether machines/index.ts registers it (else a machine tested on its own, like branding). */
  registered: boolean;
  paths: number;
  failed: number;
  generateMs: number;
  replayMs: number;
  generatedPerSecond: number;
  replayedPerSecond: number;
}

function figuresOf(module: TestModule): JourneyPaths[] {
  const diagnostic = module.diagnostic();
  const file = relative(ROOT_DIR, module.moduleId);
  const byJourney = new Map<string, { paths: number; failed: number; replayMs: number }>();
  for (const test of module.children.allTests()) {
    if (test.parent.type !== 'suite' || !test.parent.name.endsWith(SUITE_SUFFIX) || NOT_PATHS.has(test.name)) continue;
    const journey = test.parent.name.slice(0, -SUITE_SUFFIX.length);
    const figures = byJourney.get(journey) ?? { paths: 0, failed: 0, replayMs: 0 };
    figures.paths += 1;
    if (test.result().state === 'failed') figures.failed += 1;
    figures.replayMs += test.diagnostic()?.duration ?? 0;
    byJourney.set(journey, figures);
  }
  const own = diagnostic.importDurations[module.moduleId]?.selfTime ?? diagnostic.collectDuration;
  // A file planning several journeys shares its top-level time between them by path count.
  const allPaths = [...byJourney.values()].reduce((sum, figures) => sum + figures.paths, 0);
  return [...byJourney].map(([journey, figures]) => {
    const generateMs = allPaths ? (own * figures.paths) / allPaths : own;
    return {
      journey,
      file,
      registered: journey in journeys,
      ...figures,
      generateMs: round(generateMs),
      replayMs: round(figures.replayMs),
      generatedPerSecond: round(figures.paths / (generateMs / 1000)),
      replayedPerSecond: round(figures.paths / (figures.replayMs / 1000)),
    };
  });
}

export async function benchMachinePaths(): Promise<boolean> {
  const results: JourneyPaths[] = [];
  const reporter: Reporter = {
    onTestModuleEnd(module) {
      results.push(...figuresOf(module));
    },
  };
  // Every planned path, not the covering subset `npm test` replays: a chart whose plan explodes
  // shows here first (tests/support/harness/machine-runner.ts).
  process.env.MACHINE_PATHS = 'all';
  const vitest = await startVitest('test', ['tests/paths/'], {
    watch: false,
    reporters: [reporter],
    // One file at a time, so one journey's figures are not another's contention.
    fileParallelism: false,
    experimental: { importDurations: { limit: 100_000 } },
  });
  await vitest?.close();
  // Vitest sets a failing exit code for failed tests; a bench reports them instead.
  process.exitCode = 0;

  results.sort((a, b) => a.journey.localeCompare(b.journey));
  const missing = Object.keys(journeys).filter((journey) => !results.some((result) => result.journey === journey));
  console.log('Machine paths per journey (tests/paths, one file at a time):');
  console.log('  journey              paths  generated/s  replayed/s   generate ms  replay ms');
  for (const r of results) {
    const failed = r.failed ? `  (${r.failed} failed)` : '';
    console.log(
      `  ${r.journey.padEnd(20)} ${String(r.paths).padStart(5)}  ${String(r.generatedPerSecond).padStart(11)}` +
        `  ${String(r.replayedPerSecond).padStart(10)}  ${String(r.generateMs).padStart(12)}` +
        `  ${String(r.replayMs).padStart(9)}${failed}`,
    );
  }
  if (missing.length) console.log(`  no path tests ran for ${missing.join(', ')}`);
  const file = writeBenchReport('machine-paths', { journeys: results, missing, measuredAt: new Date().toISOString() });
  console.log(`Written to ${file}`);
  return missing.length === 0 && results.every((result) => result.failed === 0);
}
