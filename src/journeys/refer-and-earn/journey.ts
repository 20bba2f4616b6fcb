import { REFER_AND_EARN_SCREENS } from '../../../machines/refer-and-earn/screens.ts';
import { defineJourney } from '../define-journey.ts';

/** The page's component, loaded when it is first opened. */
const ReferAndEarn = () => import('./screens/ReferAndEarn.tsx');

// Refer and earn (issue 32, ADR 055), declared once (ADR 033).
export const referAndEarnJourney = defineJourney({
  id: 'refer-and-earn',
  screens: REFER_AND_EARN_SCREENS,
  components: { ReferAndEarn },
  runtime: async () => (await import('./runtime.ts')).referAndEarnRuntime,
});
