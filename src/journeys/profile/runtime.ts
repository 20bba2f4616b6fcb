import type { Actor } from 'xstate';
import { profilePlaceOfPath } from '../../../machines/profile/screens.ts';
import type { ProfileInput } from '../../../machines/profile/types.ts';
import { apiClient } from '../api-client.ts';
import type { JourneySpec, JourneyWhere } from '../runtime/spec.ts';
import { provideProfile, type ProfileLogic } from './provide.ts';

// The profile's actor (ADR 052): one while a signed-in customer (not a guarantor) moves between its
// screens, so the email typed and the code's wait go along; coming back reads the lender afresh.

export type ProfileActorRef = Actor<ProfileLogic>;

const customerOn = ({ session, pathname }: JourneyWhere) =>
  session.matches('loggedIn') && !session.matches({ loggedIn: 'guarantor' }) && profilePlaceOfPath(pathname) !== null;

export const profileJourney: JourneySpec<ProfileLogic> = {
  id: 'profile',
  input: ({ entry }): ProfileInput => ({ place: profilePlaceOfPath(entry.pathname) ?? 'profile' }),
  logic: () => provideProfile(apiClient),
  key: (where) => (customerOn(where) ? `profile:${where.session.context.phone ?? ''}` : null),
};
