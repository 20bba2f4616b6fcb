import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';

// An axe scan (./axe.ts) of an identity screen the
// first time a path run shows it in a given variant: the screens the screen checks cannot open
// (an OTP sent, a portal failure, a field error) are scanned where the paths reach them, and
// once is enough, as every later visit renders the same markup.

const scanned = new Set<string>();

export async function expectAccessible(page: Page, variant: string): Promise<void> {
  if (scanned.has(variant)) return;
  expect(await axeViolations(page), `axe on ${variant}`).toEqual([]);
  scanned.add(variant);
}
