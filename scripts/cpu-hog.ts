// Keeps one core busy for a bounded time, to prove `npm test` passes on a busy machine (issue 28):
//
//   node --import tsx scripts/cpu-hog.ts [minutes]     (default 30, at most 120)
//
// It spins in 50 ms slices (checking the clock between them) and stops itself when the time is up,
// so a forgotten hog never outlives the run it was started for. Run it beside the suite, e.g.
//   node --import tsx scripts/cpu-hog.ts 25 & npm test; kill %1

const minutes = Math.min(Number(process.argv[2] ?? 30), 120);
if (!Number.isFinite(minutes) || minutes <= 0) {
  console.error('Give the minutes to stay busy, a number above 0 (at most 120).');
  process.exit(2);
}
const until = Date.now() + minutes * 60_000;
console.log(`cpu-hog: one core busy for ${minutes} min (pid ${process.pid}).`);

function slice(): void {
  const end = Math.min(Date.now() + 50, until);
  while (Date.now() < end) Math.sqrt(Math.random());
  if (Date.now() >= until) {
    console.log(`cpu-hog: done after ${minutes} min.`);
    return;
  }
  // Yield to the event loop so a SIGTERM is handled at once.
  setImmediate(slice);
}
process.on('SIGTERM', () => process.exit(0));
slice();
