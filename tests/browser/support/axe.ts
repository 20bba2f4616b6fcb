import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

// The one axe scan of the browser suite: WCAG 2.1 A and AA, the level the product promises.
// It waits for the page's finite animations (a toast sliding in, a dialog fading in) to end
// first: mid-animation an element is part-transparent, and axe then measures a contrast no user
// reads (a toast's text failed color-contrast in 3 of 20 repeated runs under parallel load).
// Endless ones (the Loader's dots) never end and are not waited for.
//
// axe-core runs in the page itself, injected once per document. @axe-core/playwright's builder
// took 1.1–1.7 s a scan against 0.1–0.25 s for the same rules this way (11 screens, one worker):
// it evaluates the 0.5 MB axe source again on every scan and, to merge per-frame results, opens
// and closes a blank page each time. The app renders no iframes, so one frame is the whole page;
// a page that has more fails the scan rather than leaving a frame unscanned.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = Pick<AxeResults['violations'][number], 'id' | 'impact' | 'help'> & { targets: string[] };

async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

async function violationsInPage(page: Page): Promise<Violation[]> {
  const frames = page.frames().length;
  if (frames !== 1) throw new Error(`axe scans one frame; this page has ${frames}: inject axe into each frame`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    // Only violations are collected: passes and inapplicable rules are not reported, and
    // leaving them out is axe's own advice for a faster run.
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  }, WCAG_TAGS);
}

/** Each violation as one line: rule, impact, help and the elements it found. */
export async function axeViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const violations = await violationsInPage(page);
  return violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.targets.join(', ')}`);
}
