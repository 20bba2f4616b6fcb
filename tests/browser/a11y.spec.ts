import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';
import { builtScreens, openScreen, screenReady } from './support/built-screens.ts';

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
  test(`${screen.name} has no axe violations on a phone or a desktop`, async ({ page, request }) => {
    // Opened at the first width; each check seeds and logs in phones of its own
    // (support/test-identity.ts), so a screen seeded by another check, earlier or running beside
    // it, is never what is scanned.
    await page.setViewportSize({ width: viewports[0].width, height: viewports[0].height });
    await openScreen(page, request, screen);
    for (const viewport of viewports) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await screenReady(page, screen);
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      const summary = results.violations.map(
        (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
      // Soft: a violation at one width does not hide the other width's.
      expect.soft(summary, `axe violations on a ${viewport.label}`).toEqual([]);
    }
  });
}
