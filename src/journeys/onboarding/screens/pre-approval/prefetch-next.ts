import { useEffect } from 'react';

// Continue on a form step used to wait for the next screen's chunk to be fetched and evaluated
// (scripts/bench/step-change.ts). A step loads the screens that can follow it while the applicant
// fills it in, once the browser is idle: loading them any earlier would delay this step's own
// first paint. The router's import of the next screen then finds the module ready. A failed
// prefetch is left to the router, which loads the screen again and shows its retry screen.

export type ScreenLoad = () => Promise<unknown>;

// Safari has no requestIdleCallback; a second is long past a step's first paint.
const FALLBACK_DELAY_MS = 1000;

/** Loads `next` (a module-level list) once the browser is idle after the screen has mounted. */
export function usePrefetchNext(next: readonly ScreenLoad[]): void {
  useEffect(() => {
    const load = (): void => {
      for (const screen of next) screen().catch(() => {});
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(load);
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(load, FALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [next]);
}
