import type { ScreenModule } from './lazy-screen.tsx';
import type { ScreenProps } from '../../journeys/define-journey.ts';
import { DECLARED_MODULES } from './declared-screens.tsx';
import type { NotAvailableScreen } from '../../routes/not-available.ts';
import type { ScreenName } from '../../routes/screen-names.ts';

/** Screens whose journey has landed: every screen not in the not-available list. */
export type BuiltScreen = Exclude<ScreenName, NotAvailableScreen>;

export type { ScreenProps } from '../../journeys/define-journey.ts';

// Each built screen is its own chunk: `() => import('../../screens/<journey>/<Screen>.tsx')`.
// The mapped type makes this and not-available.ts a partition of ScreenName: a screen taken
// off that list without an entry here, or added here while still listed, fails to compile. A
// declared journey's screens (src/journeys/registry.ts, ADR 033) come from its declaration.
export const SCREEN_MODULES: { readonly [S in BuiltScreen]: () => Promise<ScreenModule<ScreenProps>> } = {
  ...DECLARED_MODULES,
  Signup: () => import('../../journeys/onboarding/screens/Signup.tsx'),
  Failure: () => import('../../journeys/onboarding/screens/outcomes/Failure.tsx'),
  GSTINVerification: () => import('../../journeys/onboarding/screens/identity/GSTINVerification.tsx'),
};
