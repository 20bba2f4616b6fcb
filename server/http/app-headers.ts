import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// The headers on the app's own pages and files as `npm start` serves them (ADR 020). The
// policy is read off the build: the inline scripts of dist/index.html are allowed by their
// hash (the prerendered login shell's and the script loader's, scripts/vite/login-shell-script.ts),
// and the API's origin, when the build was pointed at another host, from dist/.build-stamp.

/** The CSP source for each inline <script> (one without src) in the page, in order. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
}

/** The origin of VITE_API_BASE_URL as the build recorded it; none when the API is on this origin. */
export function apiOriginOf(stamp: string): string[] {
  try {
    const base = (JSON.parse(stamp) as Record<string, unknown>)['VITE_API_BASE_URL'];
    return typeof base === 'string' && base.trim() !== '' ? [new URL(base.trim()).origin] : [];
  } catch {
    return [];
  }
}

type BuildFacts = { scriptHashes: string[]; apiOrigin: string[] };

// Before a build (the static handler answers 503): no inline script is allowed.
const NO_BUILD: BuildFacts = { scriptHashes: [], apiOrigin: [] };

/** The build's facts, read again when index.html changes (a rebuild under a running server). */
function buildFactsReader(distDir: string): () => BuildFacts {
  const indexFile = join(distDir, 'index.html');
  let cached: { mtimeMs: number; facts: BuildFacts } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(indexFile).mtimeMs;
    } catch {
      return NO_BUILD;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      let stamp = '{}';
      try {
        stamp = readFileSync(join(distDir, '.build-stamp'), 'utf8');
      } catch {
        // A build without the stamp (not written by this project's vite config): same origin.
      }
      const facts = {
        scriptHashes: inlineScriptHashes(readFileSync(indexFile, 'utf8')),
        apiOrigin: apiOriginOf(stamp),
      };
      cached = { mtimeMs, facts };
    }
    return cached.facts;
  };
}

/**
 * Content-Security-Policy, frame refusal, Referrer-Policy and Permissions-Policy for the app.
 * Scripts: this origin's files and the two hashed inline scripts, nothing inline else, no eval.
 * Styles may be inline: the stylesheet is inlined into index.html, and Radix's dialogs write the
 * scroll lock as a <style> element at run time (ADR 020 weighs this).
 */
export function appHeaders(distDir: string): MiddlewareHandler {
  const facts = buildFactsReader(distDir);
  // One middleware per build: the facts object changes only when index.html does.
  let built: { facts: BuildFacts; middleware: MiddlewareHandler } | null = null;
  return (c, next) => {
    const current = facts();
    if (built?.facts !== current) built = { facts: current, middleware: headersFor(current) };
    return built.middleware(c, next);
  };
}

function headersFor({ scriptHashes, apiOrigin: api }: BuildFacts): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // blob: the PDF pages drawn as images and the photo and video previews; data: pdf.js's icons.
      imgSrc: ["'self'", 'data:', 'blob:', ...api],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'", ...api],
      // pdf.js's worker is one of this origin's files.
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      // The payment gateway's form is posted to the address the lender answers with, known only
      // at run time: any https page, this origin (the sandbox's gateway) or the API's.
      formAction: ["'self'", ...api, 'https:'],
      // Marketplaces open the app in a native web view, which is a window, not a frame.
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'same-origin',
    permissionsPolicy: {
      // The selfie and video check (camera, the voice on the clip), the location at login and
      // onboarding, the copy button of the bank transfer details, the SMS code read by WebOTP;
      // the rest of what a page could ask for, nothing.
      camera: ['self'],
      microphone: ['self'],
      geolocation: ['self'],
      clipboardWrite: ['self'],
      otpCredentials: ['self'],
      accelerometer: [],
      bluetooth: [],
      displayCapture: [],
      fullscreen: [],
      gyroscope: [],
      hid: [],
      magnetometer: [],
      midi: [],
      payment: [],
      pictureInPicture: [],
      publickeyCredentialsGet: [],
      screenWakeLock: [],
      serial: [],
      usb: [],
      xrSpatialTracking: [],
    },
  });
}
