import type { Route } from '@playwright/test';

/**
 * Lets a held call on to the sandbox and waits until its answer is in the browser. `fallback()`
 * alone only hands the call on: on a busy host it can still be on its way when the test's next
 * step arms a fault on the same endpoint, and then takes that fault (a status read "let through"
 * to answer pending failed that way, on a screen that looks the same before and after the
 * answer). A call that ends without an answer (the page left) resolves too.
 */
export async function letThrough(route: Route): Promise<void> {
  await route.fallback();
  await route.request().response();
}
