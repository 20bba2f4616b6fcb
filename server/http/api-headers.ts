import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

// The headers every API answer carries (ADR 020), JSON and the sandbox's few HTML pages (the
// simulated providers' pages, the terms) alike. The app's own pages get theirs in
// server/http/app-headers.ts.

/**
 * JSON needs no sources at all; the HTML pages are plain forms with an inline <style>: no
 * script may run on them, and no other site may frame them (a framed "Approve payment" button
 * is a clickjacking target). A page that sets its own policy keeps it.
 */
const apiSecureHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    styleSrc: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
  },
  xFrameOptions: 'DENY',
  referrerPolicy: 'same-origin',
  // A provider page writes its own policy (its form may post back to the app's origin).
  overwrite: false,
});

const hasCredentials = (header: string | undefined): boolean => (header ?? '').trim() !== '';

/**
 * Nothing the API answers is kept by a browser or a proxy: an answer to a signed-in call is
 * always `no-store` (a shared phone's back button or a proxy must not replay a statement), and
 * any other answer too unless its route chose a lifetime itself (marketplace logos, the terms).
 */
const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  if (hasCredentials(c.req.header('authorization')) || !c.res.headers.has('cache-control')) {
    c.res.headers.set('cache-control', 'no-store');
  }
};

export const apiHeaders: MiddlewareHandler[] = [apiSecureHeaders, noStore];
