import { readdirSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

// Every screen the browser suite can reach today, in one list: the screen checks
// (screen-checks.spec.ts) run axe and the layout sweep on each. Each journey writes its own in
// support/<journey>-screen-checks.ts (`screenChecks`), collected here by file name (ADR 038): building
// a screen means adding it to its journey's file, and a new journey's file joins by being there.
//
// `path` is what the test opens; `landsOn` is where the app should settle (the guard may
// redirect); `ready` names something on the finished screen, so axe never scans a loader.
// `open`, when given, replaces `page.goto(path)`: screens that exist only mid-journey (Verify
// Otp) or behind a login (Dashboard) are reached through the UI against the sandbox.

export interface BuiltScreen {
  readonly name: string;
  readonly path: string;
  readonly landsOn: RegExp;
  readonly ready: { readonly role: 'heading'; readonly name: RegExp };
  /** A PDF the screen draws (its pages' list, src/ui/pdf-pages.tsx): waited for, so the sweep reads its text. */
  readonly document?: RegExp;
  readonly open?: (page: Page, request: APIRequestContext) => Promise<void>;
}

/** The journeys' files of screen checks, by name, in name order. */
export const SCREEN_CHECK_FILES = readdirSync(new URL('.', import.meta.url))
  .filter((file) => file.endsWith('-screen-checks.ts'))
  .sort();

const collected = await Promise.all(
  SCREEN_CHECK_FILES.map(async (file) => {
    const checks = ((await import(`./${file}`)) as { screenChecks?: readonly BuiltScreen[] }).screenChecks;
    if (!checks) throw new Error(`support/${file} exports no screenChecks`);
    return checks;
  }),
);

export const builtScreens: readonly BuiltScreen[] = collected.flat();

/**
 * Opens `screen` and waits until it has settled where it should, finished (not a loader). The
 * checks then run at each width on this one visit: a resize re-lays the page out as loading it
 * at that width would, without seeding, logging in and loading the app again.
 */
export async function openScreen(page: Page, request: APIRequestContext, screen: BuiltScreen): Promise<void> {
  if (screen.open) await screen.open(page, request);
  else await page.goto(screen.path);
  await expect(page).toHaveURL(screen.landsOn);
  await screenReady(page, screen);
}

/** Waits for what names the finished screen (again after a resize: a layout may swap parts). */
export async function screenReady(page: Page, screen: BuiltScreen): Promise<void> {
  await expect(page.getByRole(screen.ready.role, { name: screen.ready.name }).first()).toBeVisible();
  if (screen.document) await expect(page.getByRole('list', { name: screen.document })).toBeVisible();
}
