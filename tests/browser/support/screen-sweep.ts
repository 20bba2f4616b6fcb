import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

// The layout sweep of every built screen (screen-checks.spec.ts) on the two narrow phones the
// product is used on: no internal names in the visible text, at least 16 px between the content
// and each side of the screen, and a visible way on (a link, or a button that is enabled).

export const MIN_SIDE_PX = 16;

// Brand names written in camel case, as their owners write them.
const BRAND_NAMES = ['DigiLocker', 'WhatsApp'];

export interface SweepFindings {
  internalNames: string[];
  tooClose: string[];
  waysOn: number;
}

/** What the page shows that breaks one of the three rules (run in the page). */
export async function sweep(page: Page): Promise<SweepFindings> {
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
export function expectClean(findings: SweepFindings, width: string): void {
  expect.soft(findings.internalNames, `internal names in the visible text at ${width}`).toEqual([]);
  expect.soft(findings.tooClose, `text or controls closer than ${MIN_SIDE_PX} px to a side at ${width}`).toEqual([]);
  expect.soft(findings.waysOn, `a visible link or enabled button at ${width}`).toBeGreaterThan(0);
}
