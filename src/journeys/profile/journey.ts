import { PROFILE_SCREENS } from '../../../machines/profile/screens.ts';
import { defineJourney } from '../define-journey.ts';

/** One view draws whichever of the profile's screens the chart is on, so every address loads it. */
const view = () => import('./screens/ProfileView.tsx');

// The customer's profile (§2 /my-profile; issue 32, ADR 052), declared once (ADR 033).
export const profileJourney = defineJourney({
  components: { MyProfile: view, ProfileEmail: view, ProfileReKyc: view },
  runtime: async () => (await import('./runtime.ts')).profileJourney,
  screens: PROFILE_SCREENS,
  id: 'profile',
});
