// The Lighthouse gate of `npm test` (`npm run test:lighthouse`):
//
//   node --import tsx scripts/lighthouse.ts
//
// One Lighthouse run of the login screen against `npm start`'s server on LIGHTHOUSE_PORT
// (default 3150) with a throwaway database, held to the figures that do not move with the host's
// load (scripts/lighthouse-figures.ts, GATE): accessibility 100, no layout shift, nothing
// render-blocking, every image sized. Its speed figures are printed but decide nothing: they are
// the bench's (`npm run bench -- lighthouse`), measured there by the median of three runs beside
// the host's benchmark index. Figures go to reports/lighthouse.json.
//   LIGHTHOUSE_PORT  port of the server (default 3150)
//   CHROMIUM_PATH    browser binary (default /usr/bin/chromium)

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { GATE, judgeGate } from './lighthouse-figures.ts';
import { LIGHTHOUSE_PAGE, lighthouseRuns } from './lighthouse-run.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

async function main(): Promise<void> {
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 3150);
  const { runs } = await lighthouseRuns(port, 1, 0);
  const run = runs[0]!;
  const failures = judgeGate(run);
  mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
  const report = { url: LIGHTHOUSE_PAGE, preset: 'mobile (simulated slow 4G, 4x CPU)', gate: GATE, run, failures };
  writeFileSync(path.join(ROOT, 'reports/lighthouse.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('wrote reports/lighthouse.json (speed figures: npm run bench -- lighthouse)');
  for (const failure of failures) console.error(`FAIL ${failure}`);
  if (failures.length > 0) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
