import { PROFILE_SCREENS } from '../../../machines/profile/screens.ts';
import { defineJourney } from '../define-journey.ts';

// The customer's profile (§2 /my-profile; issue 32, ADR 052), declared once (ADR 033). One view draws
// whichever screen the chart is on, so every address loads it.
const view = () => import('./screens/ProfileView.tsx');

export const profileJourney = defineJourney({
  id: 'profile',
  screens: PROFILE_SCREENS,
  runtime: async () => (await import('./runtime.ts')).profileJourney,
  components: { MyProfile: view, ProfileEmail: view, ProfileReKyc: view },
});
