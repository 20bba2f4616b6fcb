import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { routeOf } from '../../machines/routing.ts';

// The check every screen state passes in a journey that decides its screen from the lender's
// answer (onboarding, post-approval, mandate): the screen is noted, the address that opened the
// journey is used up, home was read, the position allows the screen and the address bar shows it.

interface DecidingContext {
  screen: unknown;
  entry: unknown;
  application: unknown;
}

interface DecidedJourney<TContext, TScreen> {
  /** Whether the position in `context` allows the screen (the status table's rule). */
  allows: (context: TContext, screen: TScreen) => boolean;
  /** The address the screen shows at. */
  pathOf: (context: TContext, screen: TScreen) => string | null;
  /** What every screen of the journey holds besides. */
  always?: (context: TContext, screen: TScreen) => void;
}

type ScreenChecks<TContext> = (context: TContext, snapshot: AnyMachineSnapshot) => void;

/** `screen(name, checks?)`: the handler of a screen state of this journey, with its own checks. */
export function decidedScreens<TContext extends DecidingContext, TScreen extends string>(
  journey: DecidedJourney<TContext, TScreen>,
) {
  return (screen: TScreen, checks: ScreenChecks<TContext> = () => {}) =>
    ({ snapshot }: { snapshot: AnyMachineSnapshot }) => {
      const context = snapshot.context as TContext;
      expect(context.screen).toBe(screen);
      expect(context.entry).toBeNull();
      expect(context.application).not.toBeNull();
      expect(journey.allows(context, screen)).toBe(true);
      expect(routeOf(snapshot)).toBe(journey.pathOf(context, screen));
      journey.always?.(context, screen);
      checks(context, snapshot);
    };
}
