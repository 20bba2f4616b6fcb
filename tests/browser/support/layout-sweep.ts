import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

// The shell and layout sweep of every built screen (screen-checks.spec.ts), at every width:
// - no two pieces of text drawn over each other (labels run together: "Not open yetNot open yet");
// - a radio or checkbox on the same line as the start of its label (never alone on a line);
// - on desktop, the sidebar beside <main> as tall as the page and always SIDEBAR_PX wide;
// - a control named for a card ("Preview <the card's title>") inside that card's frame;
// - the lines of a wrapped text no further apart than twice its font size (a 44 px line height
//   set to make a one-line link tall enough to tap splits it into far-apart pieces when it wraps);
// - a date ("29 Nov 2026", a <time>) on one line, never broken after its day in a narrow column.

/** main-nav.css.ts SIDEBAR_WIDTH, 13rem at the browser's 16 px. */
export const SIDEBAR_PX = 208;

export interface LayoutFindings {
  overlappingText: string[];
  controlAloneOnLine: string[];
  sidebar: string[];
  outsideItsCard: string[];
  linesApart: string[];
  datesBroken: string[];
}

/** What the page draws that breaks one of the three rules (run in the page). */
export async function layoutSweep(page: Page): Promise<LayoutFindings> {
  return page.evaluate((sidebarPx) => {
    const shown = (element: Element): boolean => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      // checkVisibility: not inside a closed <details> (its content keeps boxes, but is not drawn).
      const drawn = element.checkVisibility({ visibilityProperty: true }) && style.visibility !== 'hidden';
      return box.width > 1 && box.height > 1 && drawn && !element.closest('[aria-hidden="true"]');
    };
    // A fixed bar covers the page scrolling under it: that is hiding, not text drawn over text.
    const layerOf = (element: Element): Element | null => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        if (getComputedStyle(at).position === 'fixed') return at;
      }
      return null;
    };
    const name = (element: Element | null) => (element?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);

    // Text inside a visually hidden box (clipped to a pixel for screen readers: a table's column
    // names on a phone) keeps its layout boxes but is never drawn, so it overlaps nothing.
    const clippedAway = (element: Element): boolean => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        const box = at.getBoundingClientRect();
        if (style.clip !== 'auto' && style.clip !== '') return true;
        if (style.overflow === 'hidden' && (box.width <= 1 || box.height <= 1)) return true;
      }
      return false;
    };
    // Each text node's drawn lines, from a range (the text itself, not its element's box).
    const runs: { text: string; owner: Element; layer: Element | null; rect: DOMRect }[] = [];
    const linesApart: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      if (!owner || !node.textContent?.trim() || !shown(owner) || clippedAway(owner)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops = [...new Set([...range.getClientRects()].filter((rect) => rect.height > 1).map((rect) => rect.top))];
      const fontSize = parseFloat(getComputedStyle(owner).fontSize);
      if (tops.sort((a, b) => a - b).some((top, index) => index > 0 && top - tops[index - 1]! > 2 * fontSize)) {
        linesApart.push(name(owner));
      }
      for (const rect of range.getClientRects()) {
        if (rect.width > 1 && rect.height > 1) {
          runs.push({ text: node.textContent.trim(), owner, layer: layerOf(owner), rect });
        }
      }
    }
    const overlappingText: string[] = [];
    for (let i = 0; i < runs.length; i += 1) {
      for (let j = i + 1; j < runs.length; j += 1) {
        const a = runs[i]!;
        const b = runs[j]!;
        if (a.owner === b.owner || a.layer !== b.layer) continue;
        // An overlap of more than 2 px each way: glyphs drawn on glyphs, not neighbours touching.
        const across = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const down = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (across > 2 && down > 2) overlappingText.push(`"${a.text.slice(0, 30)}" over "${b.text.slice(0, 30)}"`);
      }
    }

    const controlAloneOnLine: string[] = [];
    const controls = document.querySelectorAll(
      '[role="radio"], [role="checkbox"], input[type="radio"], input[type="checkbox"]',
    );
    for (const control of controls) {
      if (!shown(control) || !control.id) continue;
      const label = document.querySelector(`label[for="${CSS.escape(control.id)}"]`);
      const first = label?.getClientRects()[0];
      if (!label || !first) continue;
      const box = control.getBoundingClientRect();
      // The label's first line starts beside the control: it begins above the control's bottom.
      if (first.top >= box.bottom) controlAloneOnLine.push(name(label));
    }

    const sidebar: string[] = [];
    const nav = document.querySelector('nav[aria-label="Main"]');
    const main = document.querySelector('main');
    const column = main?.previousElementSibling;
    if (nav && column?.contains(nav) && getComputedStyle(nav).position !== 'fixed') {
      const box = column.getBoundingClientRect();
      const pageHeight = document.documentElement.scrollHeight;
      if (Math.abs(box.width - sidebarPx) > 0.5) sidebar.push(`${Math.round(box.width)} px wide, not ${sidebarPx}`);
      if (box.bottom + window.scrollY < pageHeight - 1) {
        sidebar.push(`ends at ${Math.round(box.bottom + window.scrollY)} px of a ${pageHeight} px page`);
      }
    }
    // A control named for a card ("Preview Shop photo (front)" for the card "Shop photo (front)")
    // sits inside the frame drawn around that card: the card itself or the nearest bordered box.
    const outsideItsCard: string[] = [];
    const bordered = (element: Element) => parseFloat(getComputedStyle(element).borderTopWidth) > 0;
    for (const card of document.querySelectorAll('[role="group"][aria-labelledby], fieldset[aria-labelledby]')) {
      const title = (document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent ?? '').trim();
      if (!title || !shown(card)) continue;
      let frame: Element = card;
      while (!bordered(frame) && frame.parentElement && frame.parentElement !== document.body) {
        frame = frame.parentElement;
      }
      const box = frame.getBoundingClientRect();
      for (const control of document.querySelectorAll('button[aria-label], a[aria-label]')) {
        if (!shown(control) || !control.getAttribute('aria-label')?.endsWith(` ${title}`)) continue;
        const at = control.getBoundingClientRect();
        const inside = at.left >= box.left && at.right <= box.right && at.top >= box.top && at.bottom <= box.bottom;
        if (!inside) outsideItsCard.push(control.getAttribute('aria-label') ?? '');
      }
    }
    const datesBroken = [...document.querySelectorAll('time')]
      .filter((time) => shown(time) && /^\d{1,2} [A-Z][a-z]{2} \d{4}$/.test((time.textContent ?? '').trim()))
      .filter((time) => new Set([...time.getClientRects()].map((rect) => Math.round(rect.top))).size > 1)
      .map((time) => name(time));
    return { overlappingText, controlAloneOnLine, sidebar, outsideItsCard, linesApart, datesBroken };
  }, SIDEBAR_PX);
}

/** Soft, as the other sweeps: one rule's findings do not hide another's. */
export function expectLayoutClean(findings: LayoutFindings, width: string): void {
  expect.soft(findings.overlappingText, `text drawn over other text at ${width}`).toEqual([]);
  expect.soft(findings.controlAloneOnLine, `a radio or checkbox alone on its line at ${width}`).toEqual([]);
  expect.soft(findings.sidebar, `the sidebar's height and width at ${width}`).toEqual([]);
  expect.soft(findings.outsideItsCard, `a card's control outside the card at ${width}`).toEqual([]);
  expect.soft(findings.linesApart, `a wrapped text's lines far apart at ${width}`).toEqual([]);
  expect.soft(findings.datesBroken, `a date broken over two lines at ${width}`).toEqual([]);
}
