import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

// An axe scan (WCAG 2.1 A and AA, as tests/browser/screen-checks.spec.ts) of an identity screen the
// first time a path run shows it in a given variant: the screens the screen checks cannot open
// (an OTP sent, a portal failure, a field error) are scanned where the paths reach them, and
// once is enough, as every later visit renders the same markup.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const scanned = new Set<string>();

export async function expectAccessible(page: Page, variant: string): Promise<void> {
  if (scanned.has(variant)) return;
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe on ${variant}`).toEqual([]);
  scanned.add(variant);
}
