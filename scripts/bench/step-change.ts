import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import type { CDPSession, Page } from '@playwright/test';
import config from '../../playwright.config.ts';
import { throttling } from 'lighthouse/core/config/constants.js';
import { percentile, round, targetLine, targetMet, writeBenchReport } from './report.ts';
import { startServer } from './server.ts';
import { leaveReadsToApp, logIn, seedApplicant } from './sandbox-login.ts';
import { networkMs, sequentialRoundTrips, type TimedRequest } from './round-trips.ts';

// Step change on a pre-approval form: Continue on Personal details (step 1) until the next
// screen, Verify your identity, is painted, on a phone on mobile data: Lighthouse's Slow 4G
// profile (its own constants: 150 ms round trip, 1.6 Mbps down and 750 kbps up at 90 %) and its
// 4× CPU slowdown, both through the DevTools protocol. Each run is a new applicant seeded at
// step 1 and logged in through the API, in one page (a returning user's warm HTTP cache). The
// time is taken inside the page: from the click event's timestamp to the first frame presented
// after the next screen's heading is in the DOM (a requestAnimationFrame, then a message posted
// from it, which runs after paint). Issue 28 restated the target against what the host and the
// network cannot avoid: p75 ≤ 2 × (the floor + one round trip), with one round trip on the path.

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARM_UP_RUNS = 2;
const SLOW_4G = throttling.mobileSlow4G;
const CPU_SLOWDOWN = SLOW_4G.cpuSlowdownMultiplier;
/** One round trip of the profile (its `requestLatencyMs` is the DevTools-method adjustment, 3.75 × this). */
const RTT_MS = SLOW_4G.rttMs;
/** Kbps (Lighthouse's unit, 1024 bits) as bytes per second (the protocol's unit). */
const bytesPerSecond = (kbps: number): number => (kbps * 1024) / 8;
const TARGET_RATIO = { max: 2 };
/** `BENCH_CARRIED_READS=off`: the next step's read is left to its own GET after the save (the old path). */
const CARRIED_READS = process.env.BENCH_CARRIED_READS !== 'off';
const TARGET_ROUND_TRIPS = { max: 1 };
const STEP_1 = '/signup/pre-approval/step-1';
const FROM_HEADING = 'Personal details';
const NEXT_HEADING = 'Verify your identity';
/** The step Loader's first line (src/ui/loader.tsx): drawn while the next step's values load. */
const LOADER = 'Please wait while we fetch';

interface StepTiming {
  totalMs: number;
  /** When the next step's Loader was first in the DOM (ms from the click), if it was. */
  loaderMs?: number;
  /** What the page fetched between the click and the paint, in ms from the click. */
  requests: (TimedRequest & { path: string })[];
}

declare global {
  interface Window {
    __stepPainted?: Promise<StepTiming>;
  }
}

const phoneOf = (run: number): string => `70000${String(run).padStart(5, '0')}`;

async function openStep1(page: Page, baseUrl: string, phone: string): Promise<void> {
  await seedApplicant(baseUrl, phone, {});
  const login = await logIn(baseUrl, phone);
  // What the app stores after a login (src/journeys/session/actions.ts), written from a
  // same-origin page that does not run the app, so the next load of the app reads it.
  await page.goto('/v1/marketplace/logos/shipkart.svg');
  await page.evaluate(
    ({ token, tokenType, phone, sessionId }) => {
      window.localStorage.clear();
      window.localStorage.setItem('token', JSON.stringify(token));
      window.localStorage.setItem('tokenType', JSON.stringify(tokenType));
      window.localStorage.setItem('phone', JSON.stringify(phone));
      window.localStorage.setItem('sessionId', JSON.stringify(sessionId));
    },
    { token: `${login.tokenType} ${login.accessToken}`, tokenType: login.tokenType, phone, sessionId: login.sessionId },
  );
  await showStep1(page);
}

/** Opens Personal details for the applicant the page holds and waits until it is shown. */
async function showStep1(page: Page): Promise<void> {
  await page.goto(STEP_1);
  await page.getByRole('heading', { level: 1, name: FROM_HEADING, exact: true }).waitFor();
}

async function fillPersonalDetails(page: Page): Promise<void> {
  await page.getByLabel('First name').fill('Asha');
  await page.getByLabel('Last name').fill('Verma');
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await page.getByRole('radiogroup', { name: 'Gender' }).getByRole('radio', { name: 'female' }).check();
  await page.getByLabel('Email address').fill('asha@example.in');
  await page.getByLabel('Marital status').selectOption('married');
  await page.getByLabel("Father's name").fill('Ramesh Verma');
}

// Runs in the page as written: tsx would wrap named functions of a compiled callback in a helper
// the page does not have, so the in-page clock is plain JavaScript source.
const ARM_CLOCK = `
window.__stepPainted = new Promise((resolve, reject) => {
  let clickedAt;
  document.addEventListener('click', (event) => { clickedAt ??= event.timeStamp; }, { capture: true, once: true });
  let loaderMs;
  const observer = new MutationObserver(() => {
    if (clickedAt === undefined) return;
    if (loaderMs === undefined && document.body.textContent.includes(LOADER)) loaderMs = performance.now() - clickedAt;
    if (![...document.querySelectorAll('h1')].some((h1) => h1.textContent.trim() === HEADING)) return;
    observer.disconnect();
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const paintedAt = performance.now();
      // What the HTTP cache served (the screen chunks after the warm-up: no bytes transferred) is not a round trip.
      const requests = performance.getEntriesByType('resource')
        .filter((entry) => entry.startTime >= clickedAt && entry.startTime <= paintedAt && entry.transferSize > 0)
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          startMs: entry.startTime - clickedAt,
          endMs: entry.responseEnd - clickedAt,
        }));
      resolve({ totalMs: paintedAt - clickedAt, requests, loaderMs });
    };
    requestAnimationFrame(() => channel.port2.postMessage(null));
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  setTimeout(() => reject(new Error(HEADING + ' did not appear within 20 s')), 20000);
});
// The last value is what evaluate waits for: not the promise, or the click would wait for itself.
undefined;`;

/** Arms the in-page clock, clicks `button` and answers the time until the next heading was painted. */
async function timeClick(page: Page, button: string): Promise<StepTiming> {
  await page.evaluate(
    `const HEADING = ${JSON.stringify(NEXT_HEADING)};const LOADER = ${JSON.stringify(LOADER)};${ARM_CLOCK}`,
  );
  await page.getByRole('button', { name: button, exact: true }).click();
  return page.evaluate(() => window.__stepPainted!);
}

// The host's floor, read beside the step change's figures: on the same page, a button whose
// click only renames the heading, clicked and timed the same way. What the step change takes
// above it is the app's; a p95 target below it cannot be met on this machine at this throttling.
const FLOOR_BUTTON = 'Rename the heading';
const ADD_FLOOR_BUTTON = `{
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = ${JSON.stringify(FLOOR_BUTTON)};
  button.onclick = () => { document.querySelector('h1').textContent = ${JSON.stringify(NEXT_HEADING)}; };
  document.querySelector('h1').after(button);
}`;

const spread = (samples: readonly number[]) => ({
  p50Ms: round(percentile(samples, 50)),
  p75Ms: round(percentile(samples, 75)),
  p95Ms: round(percentile(samples, 95)),
});

/**
 * Runs `measure` on Slow 4G with the CPU throttled, and both lifted again whatever it answers
 * (the seeding and login between runs need neither).
 */
async function throttled<T>(cdp: CDPSession, measure: () => Promise<T>): Promise<T> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: RTT_MS,
    downloadThroughput: bytesPerSecond(SLOW_4G.downloadThroughputKbps),
    uploadThroughput: bytesPerSecond(SLOW_4G.uploadThroughputKbps),
  });
  try {
    return await measure();
  } finally {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

/** How many runs waited for each number of round trips, e.g. "1 × 28, 2 × 2". */
function countsOf(trips: readonly number[]): string {
  const counts = new Map<number, number>();
  for (const count of trips) counts.set(count, (counts.get(count) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([count, runs]) => `${count} × ${runs} runs`)
    .join(', ');
}

/** The paths one run fetched, in the order they started (the last run's: they repeat). */
function requestsOf(timings: readonly StepTiming[]): string {
  const last = timings.at(-1)?.requests ?? [];
  const ordered = [...last].sort((a, b) => a.startMs - b.startMs);
  return ordered.map((request) => `${request.path} ${round(request.startMs)}–${round(request.endMs)} ms`).join(', ');
}

export async function benchStepChange(): Promise<boolean> {
  const server = await startServer();
  const browser = await chromium.launch(config.use?.launchOptions ?? {});
  try {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 412, height: 915 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const timings: StepTiming[] = [];
    const floors: number[] = [];
    // Each step run is followed by a floor run on the same page, so both see the host as it is
    // at that moment: the pair's difference is the app's share, with the host's drift taken out.
    for (let run = 0; run < WARM_UP_RUNS + RUNS; run++) {
      await openStep1(page, server.baseUrl, phoneOf(run));
      await fillPersonalDetails(page);
      if (!CARRIED_READS) await leaveReadsToApp(server.baseUrl, phoneOf(run), '/v2/application/');
      const timing = await throttled(cdp, () => timeClick(page, 'Continue'));
      await showStep1(page);
      await fillPersonalDetails(page);
      await page.evaluate(ADD_FLOOR_BUTTON);
      const floor = await throttled(cdp, () => timeClick(page, FLOOR_BUTTON));
      if (run >= WARM_UP_RUNS) {
        timings.push(timing);
        floors.push(floor.totalMs);
      }
    }
    const samples = timings.map((timing) => timing.totalMs);
    const network = timings.map((timing) => networkMs(timing.requests));
    const trips = timings.map((timing) => sequentialRoundTrips(timing.requests));
    const step = spread(samples);
    const floor = spread(floors);
    // The arithmetic: the floor a tap costs on this host (its median) plus one round trip.
    const allowedMs = floor.p50Ms + RTT_MS;
    const ratio = round(step.p75Ms / allowedMs, 2);
    const roundTrips = percentile(trips, 75);
    const met = targetMet(ratio, TARGET_RATIO) && targetMet(roundTrips, TARGET_ROUND_TRIPS);
    // Each run minus its floor run (host drift taken out), and that less the round trips it waited for.
    const aboveFloor = spread(samples.map((total, index) => total - floors[index]!));
    const appWork = spread(samples.map((total, index) => total - floors[index]! - trips[index]! * RTT_MS));
    console.log(
      `Step change (Continue on ${FROM_HEADING} → ${NEXT_HEADING} painted), Slow 4G (${RTT_MS} ms round trip, ` +
        `${round(SLOW_4G.downloadThroughputKbps / 1024, 2)} Mbps down, ${SLOW_4G.uploadThroughputKbps} kbps up) ` +
        `and ${CPU_SLOWDOWN}× CPU${CARRIED_READS ? '' : ', the next step read after the save (carried reads off)'}:`,
    );
    // Other processes cut into the app's long tasks more than into the floor's short one (ADR 026).
    const hostLoad = round(loadavg()[0]!, 1);
    console.log(`  host load average (1 min) at the end: ${hostLoad}`);
    console.log(
      `  ${RUNS} runs after ${WARM_UP_RUNS} warm-up: p50 ${step.p50Ms}, p75 ${step.p75Ms}, p95 ${step.p95Ms}, ` +
        `max ${round(Math.max(...samples))} ms`,
    );
    console.log(targetLine('sequential round trips on the path (p75 of runs)', roundTrips, '', TARGET_ROUND_TRIPS));
    console.log(`    per run: ${countsOf(trips)}; requests: ${requestsOf(timings)}`);
    const loaders = timings.flatMap((timing) => (timing.loaderMs === undefined ? [] : [timing.loaderMs]));
    console.log(
      `  the next step's Loader drawn first in ${loaders.length} of ${RUNS} runs` +
        (loaders.length ? `, at p50 ${round(percentile(loaders, 50))} ms (its step still loading its values)` : ''),
    );
    console.log(
      `  waiting on the network (what the HTTP cache did not serve): p50 ${round(percentile(network, 50))} ms`,
    );
    console.log(
      `  this host's floor (a click that only renames the heading): p50 ${floor.p50Ms}, p75 ${floor.p75Ms}, ` +
        `p95 ${floor.p95Ms} ms`,
    );
    console.log(
      targetLine(`ratio p75 / (floor p50 + one round trip) = ${step.p75Ms} / ${round(allowedMs)}`, ratio, '×', {
        ...TARGET_RATIO,
      }),
    );
    console.log(
      `  above the floor (each run minus its floor run): p50 ${aboveFloor.p50Ms}, p75 ${aboveFloor.p75Ms} ms; ` +
        `the app's share, less its round trips: p50 ${appWork.p50Ms}, p75 ${appWork.p75Ms} ms`,
    );
    const file = writeBenchReport('step-change', {
      from: { path: STEP_1, heading: FROM_HEADING },
      to: { heading: NEXT_HEADING },
      cpuThrottlingRate: CPU_SLOWDOWN,
      carriedReads: CARRIED_READS,
      hostLoadAverage: hostLoad,
      network: { profile: 'Lighthouse mobileSlow4G', ...SLOW_4G },
      runs: RUNS,
      warmUpRuns: WARM_UP_RUNS,
      step,
      floor,
      roundTrips,
      ratio,
      target: { ratio: TARGET_RATIO, roundTrips: TARGET_ROUND_TRIPS },
      met,
      networkP50Ms: round(percentile(network, 50)),
      aboveFloor,
      appWork,
      samples: timings.map((timing, index) => ({
        totalMs: round(timing.totalMs),
        floorMs: round(floors[index]!),
        networkMs: round(network[index]!),
        roundTrips: trips[index],
        ...(timing.loaderMs === undefined ? {} : { loaderMs: round(timing.loaderMs) }),
        requests: timing.requests.map((request) => ({
          ...request,
          startMs: round(request.startMs),
          endMs: round(request.endMs),
        })),
      })),
      measuredAt: new Date().toISOString(),
    });
    console.log(`Written to ${file}`);
    return met;
  } finally {
    await browser.close();
    await server.stop();
  }
}
