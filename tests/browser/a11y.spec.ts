import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';
import { builtScreens } from './support/built-screens.ts';

// WCAG 2.1 A and AA, the level the product promises (keyboard and screen-reader usable).
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// Mobile first, but the login layout changes at desktop widths, so both are checked.
const viewports = [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1280, height: 800 },
] as const;

// Login screens ask for the position when they start a session; granting it keeps that instant.
test.use({ geolocation: { latitude: 19.076, longitude: 72.8777 }, permissions: ['geolocation'] });

// Proves the check itself works in this browser: a zero from a broken axe run means nothing.
test('the axe check reports a known violation', async ({ page }) => {
  await page.setContent('<!doctype html><html lang="en"><body><main><img src="data:,"></main></body></html>');
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((v) => v.id)).toContain('image-alt');
});

for (const screen of builtScreens) {
  for (const viewport of viewports) {
    test(`${screen.name} has no axe violations on a ${viewport.label}`, async ({ page, request }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      // Each check seeds and logs in phones of its own (support/test-identity.ts), so a screen
      // seeded by another check, earlier or running beside it, is never what is scanned.
      if (screen.open) await screen.open(page, request);
      else await page.goto(screen.path);
      await expect(page).toHaveURL(screen.landsOn);
      await expect(page.getByRole(screen.ready.role, { name: screen.ready.name }).first()).toBeVisible();

      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      const summary = results.violations.map(
        (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
      expect(summary).toEqual([]);
    });
  }
}
