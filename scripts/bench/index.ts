import { benchApi } from './api.ts';
import { benchStepChange } from './step-change.ts';
import { benchMachinePaths } from './machine-paths.ts';
import { benchLighthouse } from './lighthouse.ts';

// `npm run bench [name…]`: runs the named benchmarks (all by default) one after another. Each
// prints its figures against its target and writes reports/bench-<name>.json; a missed target
// is reported, never a failure, because the figures depend on the machine.

const benches: Record<string, () => Promise<unknown>> = {
  'step-change': benchStepChange,
  api: benchApi,
  'machine-paths': benchMachinePaths,
  lighthouse: benchLighthouse,
};

// Ctrl-C goes through process.exit, so each bench's server is stopped with it (see server.ts).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in benches));
if (unknown.length) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; there are: ${Object.keys(benches).join(', ')}.`);
  process.exit(2);
}
for (const name of wanted.length ? wanted : Object.keys(benches)) {
  console.log(`\n== bench ${name} ==`);
  await benches[name]!();
}
