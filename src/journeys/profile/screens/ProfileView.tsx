import type { ReactNode } from 'react';
import { JourneyScreen } from '../../../screens/JourneyScreen.tsx';
import { RetryRead } from '../../../kit/ways.tsx';
import { Loader } from '../../../ui/index.ts';
import { profileJourney } from '../runtime.ts';
import type { ProfileScreenProps } from './snapshot.ts';
import { MyProfile } from './MyProfile.tsx';
import { ProfileEmail } from './ProfileEmail.tsx';
import { ProfileReKyc } from './ProfileReKyc.tsx';

/** The screen of each of the chart's screen states (machines/profile/screens.ts). */
const SCREENS = { profile: MyProfile, email: ProfileEmail, reKyc: ProfileReKyc } as const;

/**
 * Every profile address draws the chart's own state (the chart keeps the address in step, ADR 003):
 * the Loader while the profile is read, Retry when that read failed.
 */
export default function ProfileView() {
  return (
    <JourneyScreen journey={profileJourney}>
      {(actor, snapshot) => <ProfileState actor={actor} snapshot={snapshot} />}
    </JourneyScreen>
  );
}

const topOf = (snapshot: ProfileScreenProps['snapshot']): string =>
  typeof snapshot.value === 'string' ? snapshot.value : (Object.keys(snapshot.value)[0] ?? '');

function ProfileState(props: ProfileScreenProps): ReactNode {
  if (props.snapshot.matches('failed')) {
    return (
      <RetryRead actor={props.actor} title="We could not load your profile" error={props.snapshot.context.error} />
    );
  }
  const top = topOf(props.snapshot);
  const Screen = top in SCREENS ? SCREENS[top as keyof typeof SCREENS] : null;
  return Screen ? <Screen {...props} /> : <Loader />;
}
