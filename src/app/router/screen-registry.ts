import type { ScreenModule } from './lazy-screen.tsx';
import type { ScreenProps } from '../../journeys/define-journey.ts';
import { DECLARED_MODULES } from './declared-screens.tsx';
import type { NotAvailableScreen } from '../../routes/not-available.ts';
import type { ScreenName } from '../../routes/screen-names.ts';

/** Screens whose journey has landed: every screen not in the not-available list. */
export type BuiltScreen = Exclude<ScreenName, NotAvailableScreen>;

export type { ScreenProps } from '../../journeys/define-journey.ts';

// The payment chart's addresses: each draws its chart's current screen.
const paymentView = () => import('../../screens/payment/PaymentView.tsx').then((m) => ({ default: m.PaymentView }));

// Each built screen is its own chunk: `() => import('../../screens/<journey>/<Screen>.tsx')`.
// The mapped type makes this and not-available.ts a partition of ScreenName: a screen taken
// off that list without an entry here, or added here while still listed, fails to compile. A
// declared journey's screens (src/journeys/registry.ts, ADR 033) come from its declaration.
export const SCREEN_MODULES: { readonly [S in BuiltScreen]: () => Promise<ScreenModule<ScreenProps>> } = {
  ...DECLARED_MODULES,
  Dashboard: () => import('../../screens/dashboard/Dashboard.tsx'),
  Signup: () => import('../../screens/onboarding/Signup.tsx'),
  Failure: () => import('../../screens/onboarding/outcomes/Failure.tsx'),
  GSTINVerification: () => import('../../screens/onboarding/identity/GSTINVerification.tsx'),
  PayNow: paymentView,
  PaymentMethods: paymentView,
  PaymentSuccess: paymentView,
  PaymentFailure: paymentView,
  TransactionDetails: paymentView,
  ProcessingFee: paymentView,
  ProcessingFeeResult: paymentView,
  NotificationView: () => import('../../screens/dashboard/NotificationView.tsx'),
  OfferDetails: () => import('../../screens/dashboard/OfferDetails.tsx'),
};
