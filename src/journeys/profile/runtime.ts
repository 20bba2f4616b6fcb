import type { Actor } from 'xstate';
import { profilePlaceOfPath } from '../../../machines/profile/screens.ts';
import type { ProfileInput } from '../../../machines/profile/types.ts';
import { apiClient } from '../api-client.ts';
import type { JourneySpec } from '../runtime/spec.ts';
import { provideProfile, type ProfileLogic } from './provide.ts';

// The profile's actor (ADR 052): one while a signed-in customer moves between its screens, so the
// email typed and the code's wait go along; coming back reads the lender afresh.

export type ProfileActorRef = Actor<ProfileLogic>;

export const profileJourney: JourneySpec<ProfileLogic> = {
  id: 'profile',
  key({ pathname, session }) {
    if (!session.matches('loggedIn') || session.matches({ loggedIn: 'guarantor' })) return null;
    return profilePlaceOfPath(pathname) === null ? null : `profile:${session.context.phone ?? ''}`;
  },
  logic: () => provideProfile(apiClient),
  input: ({ entry }): ProfileInput => ({ place: profilePlaceOfPath(entry.pathname) ?? 'profile' }),
};
