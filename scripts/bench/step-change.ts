import { chromium } from '@playwright/test';
import type { CDPSession, Page } from '@playwright/test';
import config from '../../playwright.config.ts';
import { percentile, round, targetLine, targetMet, writeBenchReport } from './report.ts';
import { startServer } from './server.ts';
import { logIn, seedApplicant } from './sandbox-login.ts';

// Step change on a pre-approval form: Continue on Personal details (step 1) until the next
// screen, Verify your identity, is painted. Chromium at 4× CPU throttling, the sandbox answering
// at once on loopback. Each run is a new applicant seeded at step 1 and logged in through the
// API, in one page (a returning user's warm HTTP cache). The time is taken inside the page:
// from the click event's timestamp to the first frame presented after the next screen's heading
// is in the DOM (a requestAnimationFrame, then a message posted from it, which runs after paint).

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARM_UP_RUNS = 2;
const CPU_SLOWDOWN = 4;
const TARGET_P95 = { max: 100 };
const STEP_1 = '/signup/pre-approval/step-1';
const FROM_HEADING = 'Personal details';
const NEXT_HEADING = 'Verify your identity';

interface StepTiming {
  totalMs: number;
  /** What the page fetched between the click and the paint, in ms from the click. */
  requests: { path: string; startMs: number; endMs: number }[];
}

declare global {
  interface Window {
    __stepPainted?: Promise<StepTiming>;
  }
}

/** Time with at least one request in flight (overlaps counted once). */
function networkMs(requests: StepTiming['requests']): number {
  let busy = 0;
  let until = 0;
  for (const { startMs, endMs } of [...requests].sort((a, b) => a.startMs - b.startMs)) {
    busy += Math.max(0, endMs - Math.max(startMs, until));
    until = Math.max(until, endMs);
  }
  return busy;
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
  const observer = new MutationObserver(() => {
    if (clickedAt === undefined) return;
    if (![...document.querySelectorAll('h1')].some((h1) => h1.textContent.trim() === HEADING)) return;
    observer.disconnect();
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const paintedAt = performance.now();
      const requests = performance.getEntriesByType('resource')
        .filter((entry) => entry.startTime >= clickedAt && entry.startTime <= paintedAt)
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          startMs: entry.startTime - clickedAt,
          endMs: entry.responseEnd - clickedAt,
        }));
      resolve({ totalMs: paintedAt - clickedAt, requests });
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
  await page.evaluate(`const HEADING = ${JSON.stringify(NEXT_HEADING)};${ARM_CLOCK}`);
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
  p95Ms: round(percentile(samples, 95)),
});

/** Runs `measure` with the CPU throttled, and unthrottled again whatever it answers. */
async function throttled<T>(cdp: CDPSession, measure: () => Promise<T>): Promise<T> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    return await measure();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

export async function benchStepChange(): Promise<boolean> {
  const server = await startServer();
  const browser = await chromium.launch(config.use?.launchOptions ?? {});
  try {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 412, height: 915 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const timings: StepTiming[] = [];
    const floors: number[] = [];
    // Each step run is followed by a floor run on the same page, so both see the host as it is
    // at that moment: the pair's difference is the app's share, with the host's drift taken out.
    for (let run = 0; run < WARM_UP_RUNS + RUNS; run++) {
      await openStep1(page, server.baseUrl, phoneOf(run));
      await fillPersonalDetails(page);
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
    const p50 = percentile(samples, 50);
    const p95 = percentile(samples, 95);
    const met = targetMet(p95, TARGET_P95);
    console.log(
      `Step change (Continue on ${FROM_HEADING} → ${NEXT_HEADING} painted), ${CPU_SLOWDOWN}× CPU throttling:`,
    );
    console.log(
      `  ${RUNS} runs after ${WARM_UP_RUNS} warm-up: p50 ${round(p50)} ms, max ${round(Math.max(...samples))} ms`,
    );
    console.log(targetLine('p95', p95, 'ms', TARGET_P95));
    console.log(
      `  of which waiting on the network (API calls, screen chunks): p50 ${round(percentile(network, 50))} ms`,
    );
    const floor = spread(floors);
    console.log(
      `  this host's floor (a click that only renames the heading): p50 ${floor.p50Ms}, p95 ${floor.p95Ms} ms`,
    );
    const shares = samples.map((total, index) => total - floors[index]!);
    const appShare = spread(shares);
    console.log(`  the app's share (each run minus its floor run): p50 ${appShare.p50Ms}, p95 ${appShare.p95Ms} ms`);
    const file = writeBenchReport('step-change', {
      from: { path: STEP_1, heading: FROM_HEADING },
      to: { heading: NEXT_HEADING },
      cpuThrottlingRate: CPU_SLOWDOWN,
      runs: RUNS,
      warmUpRuns: WARM_UP_RUNS,
      p50Ms: round(p50),
      p95Ms: round(p95),
      target: { p95Ms: TARGET_P95 },
      met,
      networkP50Ms: round(percentile(network, 50)),
      floor,
      appShare,
      samples: timings.map((timing, index) => ({
        totalMs: round(timing.totalMs),
        floorMs: round(floors[index]!),
        networkMs: round(network[index]!),
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
