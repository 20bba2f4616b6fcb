import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// The one axe scan of the browser suite: WCAG 2.1 A and AA, the level the product promises.
// It waits for the page's finite animations (a toast sliding in, a dialog fading in) to end
// first: mid-animation an element is part-transparent, and axe then measures a contrast no user
// reads (a toast's text failed color-contrast in 3 of 20 repeated runs under parallel load).
// Endless ones (the Loader's dots) never end and are not waited for.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

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

/** Each violation as one line: rule, impact, help and the elements it found. */
export async function axeViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
