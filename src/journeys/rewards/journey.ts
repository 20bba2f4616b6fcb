import { REWARDS_SCREENS } from '../../../machines/rewards/screens.ts';
import { defineJourney } from '../define-journey.ts';

// The customer's rewards (§2 /rewards with statement and schemes; issue 32, ADR 054), declared once
// (ADR 033). Each of its four addresses loads the one view, which draws the screen of the chart's state.
const view = () => import('./screens/RewardsView.tsx');

export const rewardsJourney = defineJourney({
  id: 'rewards',
  screens: REWARDS_SCREENS,
  runtime: async () => (await import('./runtime.ts')).rewardsJourney,
  components: { Rewards: view, RewardStatement: view, RewardSchemes: view, RewardSchemeDetails: view },
});
