import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

// The layout sweep of every built screen (screen-checks.spec.ts) on the two narrow phones the
// product is used on: no internal names in the visible text, the §9 conventions kept, at least
// 16 px between the content and each side of the screen, and a visible way on (a link, or a
// button that is enabled).

export const MIN_SIDE_PX = 16;

// Brand names written in camel case, as their owners write them.
const BRAND_NAMES = ['DigiLocker', 'WhatsApp'];

/**
 * Text that breaks a convention every screen keeps (§9 and the product's writing), each with why.
 * Matched against the visible text, so a value inside a box (a typed number) is not read.
 */
const CONVENTIONS: ReadonlyArray<readonly [string, string]> = [
  // A database id is not something a person can read out to support.
  ['\\b[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}\\b', 'a raw identifier (UUID)'],
  // (A file name's dates, saakh-statement-2026-11-01-to-….pdf, sort as files should.)
  ['(?<![\\w-])\\d{4}-\\d{2}-\\d{2}(?![\\w-])', 'an ISO date (dates read "29 Nov 2026")'],
  // ₹1000 or "enter 50000 to 1200000": amounts are grouped (₹1,000) and carry ₹.
  ['(?:₹|Rs\\.)\\s?\\d{4,}', 'an ungrouped amount'],
  ['\\b(?:from|to|enter|between)\\s+\\d{5,}\\b', 'an amount without ₹'],
  // Mobiles read "+91 98123 45670": the country code, then two groups of five.
  ['\\+91[\\s-]?[0-9X]{10}\\b', 'an ungrouped mobile number'],
  ['(?<![\\d+])\\b[6-9]\\d{9}\\b', 'a mobile number without +91'],
  // "Transaction id", "UPI id": the abbreviation is ID.
  ['\\b(?:UPI|Transaction|Reference|Application|Loan|Customer) id\\b', 'ID written "id"'],
];

// Everyday words a heading writes in lower case after its first word (sentence case: "Loan
// information", "GSTIN verification"), so a Title Case heading is caught. Words that also name
// things ("Key Fact Statement", "Vriddhi Credit Private Limited", "HDFC Bank") are left out.
const LOWER_IN_HEADINGS = [
  'information',
  'verification',
  'details',
  'detail',
  'payment',
  'payments',
  'history',
  'documents',
  'document',
  'profile',
  'settings',
  'loan',
  'loans',
  'transaction',
  'upload',
  'account',
  'address',
  'business',
  'personal',
  'result',
  'selection',
  'declaration',
  'application',
  'review',
  'amount',
  'fee',
  'repayment',
  'repayments',
  'notifications',
  'number',
  'method',
  'status',
  'successful',
  'failed',
  'pending',
  'approved',
  'offers',
  'questionnaire',
  'mandate',
  'agreement',
  'guarantor',
  'verified',
];

export interface SweepFindings {
  internalNames: string[];
  /** Headings (h1, h2) in Title Case: an everyday word capitalised after the first word. */
  headingCase: string[];
  /** Text that breaks one of CONVENTIONS, with the rule it breaks. */
  conventions: string[];
  tooClose: string[];
  waysOn: number;
}

/** What the page shows that breaks one of the three rules (run in the page). */
export async function sweep(page: Page): Promise<SweepFindings> {
  return page.evaluate(
    ({ minSide, brands, conventions, lowerInHeadings }) => {
      const visible = (element: Element): boolean => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
      };
      // Camel-case words (PostApprovalStep1, KycResult), enum or snake words (PAN_KYC, pan_kyc),
      // "Kyc" spelled from an identifier, and a route's Title Case name ("Refer And Earn", "My
      // Cards"): a capitalised small word between capitalised words is never how people write.
      const patterns = [
        /\b[A-Z][a-z]+(?:[A-Z][a-z0-9]*)+\d*\b/g,
        /\b\w+_\w+\b/g,
        /\bKyc\b/g,
        /\b[A-Z][a-z]+ (?:And|Or|Of|For|To|In|On|The|With) [A-Z][a-z]+\b/g,
        /\bMy (?!Udyam\b|Aadhaar\b)[A-Z][a-z]+\b/g,
      ];
      const text = document.body.innerText;
      const internalNames = patterns
        .flatMap((pattern) => text.match(pattern) ?? [])
        .filter((word) => !brands.includes(word));
      // A PDF drawn on the screen (src/ui/pdf-pages.tsx) carries the document's own text for screen
      // readers: it is read with the screen's, so a document's UUID, ISO date or ungrouped amount is
      // found here too (every generated PDF is also read back in tests/server/documents-text.test.ts).
      const broken = conventions.flatMap(([source, rule]) =>
        (text.match(new RegExp(source, 'g')) ?? []).map((found) => `${found}: ${rule}`),
      );

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
      const lowerWords = new Set(lowerInHeadings);
      const headingCase = [...document.querySelectorAll('h1, h2')]
        .filter((element) => visible(element))
        .map((element) => (element.textContent ?? '').trim())
        .filter((heading) =>
          heading
            .split(/\s+/)
            .slice(1)
            .some((word) => /^[A-Z][a-z]+$/.test(word) && lowerWords.has(word.toLowerCase())),
        );
      return { internalNames, headingCase, conventions: broken, tooClose, waysOn: ways.length };
    },
    { minSide: MIN_SIDE_PX, brands: BRAND_NAMES, conventions: CONVENTIONS, lowerInHeadings: LOWER_IN_HEADINGS },
  );
}

/** Soft: one width's findings do not hide the other's, nor one rule's the next. */
export function expectClean(findings: SweepFindings, width: string): void {
  expect.soft(findings.internalNames, `internal names in the visible text at ${width}`).toEqual([]);
  expect.soft(findings.headingCase, `headings not in sentence case at ${width}`).toEqual([]);
  expect.soft(findings.conventions, `conventions broken in the visible text at ${width}`).toEqual([]);
  expect.soft(findings.tooClose, `text or controls closer than ${MIN_SIDE_PX} px to a side at ${width}`).toEqual([]);
  expect.soft(findings.waysOn, `a visible link or enabled button at ${width}`).toBeGreaterThan(0);
}
