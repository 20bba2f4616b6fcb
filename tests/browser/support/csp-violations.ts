import type { BrowserContext } from '@playwright/test';

// The app runs under a strict Content-Security-Policy (server/http/app-headers.ts, ADR 020): a
// script, image, worker or connection the policy does not name is refused by the browser, and
// the screen that needed it breaks quietly. Every page of a test reports what was refused
// (the page's `securitypolicyviolation` events and Chromium's console errors about the CSP and
// the Permissions-Policy header), and the test fails on any.

const REFUSAL = /Content Security Policy|Permissions-Policy|\[csp-violation\]/;

/** Starts listening on every page of `context`; returns what has been refused so far. */
export async function watchPolicyViolations(context: BrowserContext): Promise<() => string[]> {
  const refused: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`[csp-violation] ${event.effectiveDirective} refused ${event.blockedURI || 'inline'}`);
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && REFUSAL.test(message.text())) refused.push(message.text());
  });
  return () => [...refused];
}
