import type { ReactNode } from 'react';
import { JourneyScreen } from '../../../screens/JourneyScreen.tsx';
import { RetryRead } from '../../../kit/ways.tsx';
import { Loader } from '../../../ui/index.ts';
import { profileJourney } from '../runtime.ts';
import type { ProfileScreenProps } from './snapshot.ts';
import { MyProfile } from './MyProfile.tsx';
import { ProfileEmail, ProfileReKyc } from './ProfileSteps.tsx';

/** The screen of each of the chart's screen states (machines/profile/screens.ts). */
const SCREENS = { profile: MyProfile, email: ProfileEmail, reKyc: ProfileReKyc } as const;
const PLACES = Object.keys(SCREENS) as (keyof typeof SCREENS)[];

/**
 * Every profile address draws the chart's own state (the chart keeps the address in step, ADR 003):
 * its screen, else Retry when the read failed, else the Loader (the read, the routing).
 */
function stateOf(props: ProfileScreenProps): ReactNode {
  const { actor, snapshot } = props;
  const place = PLACES.find((one) => snapshot.matches(one));
  const Screen = place === undefined ? null : SCREENS[place];
  if (Screen) return <Screen {...props} />;
  if (!snapshot.matches('failed')) return <Loader />;
  return <RetryRead actor={actor} title="We could not load your profile" error={snapshot.context.error} />;
}

export default function ProfileView() {
  return <JourneyScreen journey={profileJourney}>{(actor, snapshot) => stateOf({ actor, snapshot })}</JourneyScreen>;
}
