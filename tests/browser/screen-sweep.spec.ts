import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';
import { builtScreens, openScreen, screenReady } from './support/built-screens.ts';

// Every screen built so far (support/built-screens.ts lists them; screens not built are
// src/routes/not-available.ts's) on the two narrow phones the product is used on: no internal
// names in the visible text, at least 16 px between the content and each side of the screen, and
// a visible way on (a link, or a button that is enabled).

const viewports = [
  { label: '320 px', width: 320, height: 640 },
  { label: '412 px', width: 412, height: 915 },
] as const;

const MIN_SIDE_PX = 16;

// Brand names written in camel case, as their owners write them.
const BRAND_NAMES = ['DigiLocker', 'WhatsApp'];

interface SweepFindings {
  internalNames: string[];
  tooClose: string[];
  waysOn: number;
}

/** What the page shows that breaks one of the three rules (run in the page). */
async function sweep(page: Page): Promise<SweepFindings> {
  return page.evaluate(
    ({ minSide, brands }) => {
      const visible = (element: Element): boolean => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
      };
      // Camel-case words (PostApprovalStep1, KycResult), enum or snake words (PAN_KYC, pan_kyc),
      // and "Kyc" spelled from an identifier.
      const patterns = [/\b[A-Z][a-z]+(?:[A-Z][a-z0-9]*)+\d*\b/g, /\b\w+_\w+\b/g, /\bKyc\b/g];
      const text = document.body.innerText;
      const internalNames = patterns
        .flatMap((pattern) => text.match(pattern) ?? [])
        .filter((word) => !brands.includes(word));

      // Text and controls, not the boxes around them (a full-width bar or card border may reach the edge).
      const width = document.documentElement.clientWidth;
      const tooClose: string[] = [];
      const leaves = document.querySelectorAll('h1, h2, h3, p, label, li, dt, dd, button, a, input, select, textarea');
      for (const element of leaves) {
        if (!visible(element) || element.closest('[aria-hidden="true"]')) continue;
        const box = element.getBoundingClientRect();
        // Visually hidden text (1 px, clipped) is for screen readers only.
        if (box.width <= 1 || box.height <= 1) continue;
        if (box.left < minSide - 0.5 || box.right > width - minSide + 0.5) {
          const label = (element.textContent ?? '').trim().slice(0, 40) || element.tagName.toLowerCase();
          tooClose.push(`${label} (${Math.round(box.left)}–${Math.round(box.right)} of ${width})`);
        }
      }

      const ways = [...document.querySelectorAll('a[href], button')].filter(
        (element) => visible(element) && !(element as HTMLButtonElement).disabled,
      );
      return { internalNames, tooClose, waysOn: ways.length };
    },
    { minSide: MIN_SIDE_PX, brands: BRAND_NAMES },
  );
}

/** Soft: one width's findings do not hide the other's, nor one rule's the next. */
function expectClean(findings: SweepFindings, width: string): void {
  expect.soft(findings.internalNames, `internal names in the visible text at ${width}`).toEqual([]);
  expect.soft(findings.tooClose, `text or controls closer than ${MIN_SIDE_PX} px to a side at ${width}`).toEqual([]);
  expect.soft(findings.waysOn, `a visible link or enabled button at ${width}`).toBeGreaterThan(0);
}

test.use({ geolocation: { latitude: 19.076, longitude: 72.8777 }, permissions: ['geolocation'] });

// Proves the sweep can fail: a page breaking each rule is caught by each check.
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

for (const screen of builtScreens) {
  test(`${screen.name}: plain words, side padding and a way on at 320 and 412 px`, async ({ page, request }) => {
    await page.setViewportSize({ width: viewports[0].width, height: viewports[0].height });
    await openScreen(page, request, screen);
    for (const viewport of viewports) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await screenReady(page, screen);
      expectClean(await sweep(page), viewport.label);
    }
  });
}
