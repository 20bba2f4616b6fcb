import { expect, test } from './support/test.ts';
import { axeViolations } from './support/axe.ts';
import { builtScreens, openScreen, screenReady } from './support/built-screens.ts';
import { expectClean, sweep } from './support/screen-sweep.ts';
import { expectLayoutClean, layoutSweep } from './support/layout-sweep.ts';
import { fillPath, matchPath, parsePattern } from '../../machines/routing/paths.ts';
import { addressesOf } from '../../machines/routing/screen-places.ts';
import type { ScreenSpec } from '../../machines/routing/screen-table.ts';
import { DECLARED_SCREENS } from '../../src/journeys/registry.ts';

// Every screen built so far (support/built-screens.ts lists them; screens not built are
// src/routes/not-available.ts's), opened once and checked at four widths:
// - axe, WCAG 2.1 A and AA (the level the product promises: keyboard and screen-reader usable),
//   on a phone and on a desktop, since the login layout changes at desktop widths;
// - the layout sweep (support/screen-sweep.ts) on the two narrow phones the product is used on:
//   plain words, side padding and a way on;
// - the shell sweep (support/layout-sweep.ts) at all four: no text over text, no radio alone on
//   its line, a card's control outside the card, and on desktop a sidebar as tall as the page
//   and as wide on every page.
// Reaching a screen (seeding, logging in, walking a journey) is most of a check's time, so both
// checks share one visit.

interface Viewport {
  label: string;
  width: number;
  height: number;
  check: 'axe' | 'sweep';
}

// Narrowest first: the screen is opened at the first width.
const viewports: readonly [Viewport, ...Viewport[]] = [
  { label: '320 px', width: 320, height: 640, check: 'sweep' },
  { label: 'phone', width: 390, height: 844, check: 'axe' },
  { label: '412 px', width: 412, height: 915, check: 'sweep' },
  { label: 'desktop', width: 1280, height: 800, check: 'axe' },
];

// Login screens ask for the position when they start a session; granting it keeps that instant.
test.use({ geolocation: { latitude: 19.076, longitude: 72.8777 }, permissions: ['geolocation'] });

// Every screen a journey declares (src/journeys/registry.ts, ADR 033) is opened by a check below,
// but for these, each with the reason it is not yet.
const NOT_YET_CHECKED: Readonly<Record<string, string>> = {};

/** An address a pattern answers, each parameter a sample ('/:id/signup-under-review' → '/sample/…'). */
const sampleOf = (pattern: string) =>
  fillPath(
    pattern,
    Object.fromEntries(parsePattern(pattern).flatMap(({ kind, name }) => (kind === 'param' ? [[name, 'sample']] : []))),
  ) ?? pattern;

test('a check opens every screen a journey declares', () => {
  const opens = (path: string) =>
    builtScreens.some(
      (screen) =>
        matchPath(path, new URL(screen.path, 'http://app.test').pathname) !== null ||
        screen.landsOn.test(sampleOf(path)),
    );
  // A screen drawn in several places (ADR 036) is opened once, in any of them.
  const opensScreen = (spec: ScreenSpec) => addressesOf(spec).some(({ path }) => opens(path));
  const unchecked = DECLARED_SCREENS.filter(
    ({ spec }) => !Object.hasOwn(NOT_YET_CHECKED, spec.name) && !opensScreen(spec),
  );
  expect(unchecked.map(({ spec }) => spec.name)).toEqual([]);
  // An exemption goes once its screen has a check (or is no longer declared).
  const specOf = (name: string) => DECLARED_SCREENS.find(({ spec }) => spec.name === name)?.spec;
  expect(
    Object.keys(NOT_YET_CHECKED).filter((name) => {
      const spec = specOf(name);
      return !spec || opensScreen(spec);
    }),
  ).toEqual([]);
});

// Prove each check can fail: a zero from a broken axe run, or a sweep that sees nothing, means nothing.
test('the axe check reports a known violation', async ({ page }) => {
  await page.setContent('<!doctype html><html lang="en"><body><main><img src="data:,"></main></body></html>');
  expect((await axeViolations(page)).map((line) => line.split(' ')[0])).toContain('image-alt');
});

test('the sweep flags internal names, text at the edge and a page with no way on', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.setContent(
    '<!doctype html><html lang="en"><body style="margin:0"><main>' +
      '<h1>PostApprovalStep1</h1><p style="margin:0">Status: PAN_KYC. Kyc Result</p>' +
      '<button disabled>Continue</button></main></body></html>',
  );
  const findings = await sweep(page);
  expect(findings.internalNames).toEqual(['PostApprovalStep1', 'PAN_KYC', 'Kyc']);
  expect(findings.tooClose).toHaveLength(3);
  expect(findings.waysOn).toBe(0);
});

test('the layout sweep flags overlaps, a lone radio, a short sidebar, a stray control, far lines, split dates', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.setContent(
    '<!doctype html><html lang="en"><body style="margin:0;font:16px sans-serif">' +
      '<div style="display:flex"><div style="width:150px;height:300px"><nav aria-label="Main">Nav</nav></div>' +
      '<main style="height:2000px"><p style="width:60px;white-space:nowrap">Not open yet' +
      '<span style="margin-left:-40px">Not open yet</span></p>' +
      '<div style="display:flex;flex-wrap:wrap;width:200px"><input type="radio" id="r">' +
      '<label for="r" style="width:190px">An expired application card</label></div>' +
      '<div role="group" aria-labelledby="t" style="border:1px dashed"><p id="t">Shop photo</p></div>' +
      '<button aria-label="Preview Shop photo">Preview</button>' +
      '<p style="width:120px;line-height:44px">Application details for Verma Traders</p>' +
      '<p style="width:120px">Application details for Kumar Stores</p>' +
      '<p style="width:60px"><time>29 Nov 2026</time></p><p><time>30 Nov 2026</time></p></main></div></body></html>',
  );
  const findings = await layoutSweep(page);
  expect(findings.overlappingText).toHaveLength(1);
  expect(findings.controlAloneOnLine).toEqual(['An expired application card']);
  expect(findings.sidebar).toEqual(['150 px wide, not 208', 'ends at 300 px of a 2000 px page']);
  expect(findings.outsideItsCard).toEqual(['Preview Shop photo']);
  expect(findings.linesApart).toEqual(['Application details for Verma Traders']);
  expect(findings.datesBroken).toEqual(['29 Nov 2026']);
});

test('the sweep flags broken conventions and Title Case route names, and passes their kept forms', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.setContent(
    '<!doctype html><html lang="en"><body><main>' +
      '<h1>Loan Information</h1><h2>GSTIN Verification</h2>' +
      '<h2>Key Fact Statement</h2><h2>Vriddhi Credit Private Limited</h2><h2>Hello, Asha Verma</h2>' +
      '<p>Loan 3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b, due 2026-11-29.</p>' +
      '<p>Pay ₹25000, or enter 50000 to 1200000.</p>' +
      // A PDF on the screen is read with it (src/ui/pdf-pages.tsx): its "Rs." amounts too.
      '<ol aria-label="Statement, 1 page"><li>Closing balance Rs. 125000.00</li></ol>' +
      '<p>Sent to +91 9812345670; call 9812345670. Transaction id 42.</p>' +
      '<p>Refer And Earn is not open. My Cards too.</p>' +
      '<p>Kept: loan SKH-2026-000123, due 29 Nov 2026, ₹25,000, Rs. 1,25,000.00, ₹50,000 to ₹12,00,000, ' +
      '+91 98123 45670, ' +
      '+91 XXXXX X5670, Transaction ID 42, Refer and earn, State Bank of India, 1800 200 1001.</p>' +
      '<a href="/">Home</a></main></body></html>',
  );
  const findings = await sweep(page);
  expect(findings.conventions.map((line) => line.split(': ')[1])).toEqual([
    'a raw identifier (UUID)',
    'an ISO date (dates read "29 Nov 2026")',
    'an ungrouped amount',
    'an ungrouped amount',
    'an amount without ₹',
    'an amount without ₹',
    'an ungrouped mobile number',
    'a mobile number without +91',
    'a mobile number without +91',
    'ID written "id"',
  ]);
  expect(findings.internalNames).toEqual(['Refer And Earn', 'My Cards']);
  expect(findings.headingCase).toEqual(['Loan Information', 'GSTIN Verification']);
});

const checks = 'no axe violations on a phone or a desktop; plain words, side padding and a way on at 320 and 412 px';

for (const screen of builtScreens) {
  test(`${screen.name}: ${checks}`, async ({ page, request }) => {
    // Each check seeds and logs in phones of its own (support/test-identity.ts), so a screen
    // seeded by another check, earlier or running beside it, is never what is checked.
    await page.setViewportSize({ width: viewports[0].width, height: viewports[0].height });
    await openScreen(page, request, screen);
    for (const viewport of viewports) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await screenReady(page, screen);
      // Soft: a finding at one width does not hide another width's, nor one check's the other's.
      if (viewport.check === 'axe') {
        expect.soft(await axeViolations(page), `axe violations on a ${viewport.label}`).toEqual([]);
      } else {
        expectClean(await sweep(page), viewport.label);
      }
      expectLayoutClean(await layoutSweep(page), viewport.label);
    }
  });
}
