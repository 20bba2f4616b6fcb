import type { Page } from '@playwright/test';

/**
 * What one browser path remembers between its steps (its plan, the step it is on, the data it
 * typed), kept per page because Playwright's fixtures give each path its own page. A path's
 * `open` sets it; a step that runs before `open` is a runner bug and says so.
 */
export function pageRuns<Run>() {
  const runs = new WeakMap<Page, Run>();
  return {
    set(page: Page, run: Run): void {
      runs.set(page, run);
    },
    of(page: Page): Run {
      const run = runs.get(page);
      if (!run) throw new Error('open() did not start this path');
      return run;
    },
  };
}
