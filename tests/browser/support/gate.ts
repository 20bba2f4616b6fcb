import type { Page, Route } from '@playwright/test';
import { letThrough } from './let-through.ts';

// Holds the app's calls to one API endpoint until the test lets them through, so a busy state
// (Send OTP spinning, a loader) is on screen for as long as the test looks at it, and the
// outcome the path plans (answer, sandbox fault, dropped connection) is arranged first.
// Released calls go to the real sandbox; nothing is answered from here. The one exception is
// abort(): the sandbox's own drop fault closes the socket, but Chromium silently retries a
// request whose connection closed unanswered, so a dropped connection is made here instead.

export interface Gate {
  /** Lets the oldest held call (waiting for it if none is held yet) through, and waits for its answer. */
  release(): Promise<void>;
  /** Ends the oldest held call with a closed connection and no answer (what heavy load looks like). */
  abort(): Promise<void>;
  /** Lets every held and future call through. */
  open(): Promise<void>;
  /** How many calls are held now. */
  readonly held: number;
}

export async function gate(page: Page, method: string, pathname: string): Promise<Gate> {
  const parked: Route[] = [];
  const waiting: Array<() => void> = [];
  let opened = false;
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (opened || route.request().method() !== method) {
        await route.fallback();
        return;
      }
      parked.push(route);
      waiting.splice(0).forEach((wake) => wake());
    },
  );
  const next = async (): Promise<Route> => {
    while (parked.length === 0) await new Promise<void>((wake) => waiting.push(wake));
    const route = parked.shift();
    if (!route) throw new Error('gate lost a held call');
    return route;
  };
  return {
    async release() {
      await letThrough(await next());
    },
    async abort() {
      await (await next()).abort('connectionclosed');
    },
    async open() {
      opened = true;
      for (const route of parked.splice(0)) await route.fallback();
    },
    get held() {
      return parked.length;
    },
  };
}
