import { useSelector } from '@xstate/react';
import type { OnboardingScreen } from '../../../../../machines/onboarding/onboarding.machine.ts';
import { useOnboardingActor } from '../../use-onboarding.ts';
import { useSessionActor } from '../../../session/SessionProvider.tsx';
import type { OnboardingRef } from './onboarding-ref.ts';

/**
 * Who is looking at an onboarding page:
 * - `visitor`: nobody logged in as an applicant (public routes show their plain version);
 * - `waiting`: an applicant whose journey is not on this screen yet (its actor is being created,
 *   it is loading or deciding, or the address is ahead of it): the page shows the Loader, so a
 *   URL the journey will refuse never flashes its screen;
 * - `onScreen`: the journey is on one of `screens`.
 */
export type OnboardingViewer =
  { kind: 'visitor' } | { kind: 'waiting' } | { kind: 'onScreen'; onboarding: OnboardingRef };

/** A logged-in applicant (not a guarantor): the one who has an onboarding journey. */
export function useIsApplicant(): boolean {
  return useSelector(
    useSessionActor(),
    (snapshot) => snapshot.matches('loggedIn') && !snapshot.matches({ loggedIn: 'guarantor' }),
  );
}

export function useOnboardingScreen(screens: readonly OnboardingScreen[]): OnboardingViewer {
  const applicant = useIsApplicant();
  const onboarding = useOnboardingActor();
  const onScreen = useSelector(onboarding ?? undefined, (snapshot) =>
    snapshot ? screens.some((screen) => snapshot.matches(screen)) : false,
  );
  if (!applicant) return { kind: 'visitor' };
  if (!onboarding || !onScreen) return { kind: 'waiting' };
  return { kind: 'onScreen', onboarding };
}
