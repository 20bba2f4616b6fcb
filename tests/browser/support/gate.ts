import type { Page } from '@playwright/test';
import { parkCalls } from './parked-calls.ts';

// Holds the app's calls to one API endpoint until the test lets them through, so a busy state
// (Send OTP spinning, a loader) is on screen for as long as the test looks at it, and the
// outcome the path plans (answer, sandbox fault, dropped connection) is arranged first.
// Released calls go to the real sandbox; nothing is answered from here. The one exception is
// abort(): the sandbox's own drop fault closes the socket, but Chromium silently retries a
// request whose connection closed unanswered, so a dropped connection is made here instead.

export interface Gate {
  /** Calls from now on wait until released (again, after `open`). */
  hold(): void;
  /** Lets the oldest held call (waiting for it if none is held yet) through, and waits for its answer. */
  release(): Promise<void>;
  /** Ends the oldest held call with a closed connection and no answer (what heavy load looks like). */
  abort(): Promise<void>;
  /** Lets every held and future call through. */
  open(): Promise<void>;
  /** How many calls are held now. */
  readonly held: number;
}

/** `holding` false: calls pass until `hold()`. */
export async function gate(page: Page, method: string, pathname: string, holding = true): Promise<Gate> {
  const calls = await parkCalls(page, { method, path: pathname }, holding);
  return {
    hold() {
      calls.holding = true;
    },
    release: () => calls.release(),
    async abort() {
      await (await calls.take()).abort('connectionclosed');
    },
    open: () => calls.stopHolding(),
    get held() {
      return calls.held.length;
    },
  };
}
