import type { ReactNode } from 'react';
import { JourneyUrl } from '../../../journeys/journey-routing.tsx';
import { useOnboardingActor } from '../../../journeys/onboarding/OnboardingProvider.tsx';
import { MainLandmark } from '../../layouts/MainLandmark.tsx';
import { OnboardingGate } from '../../layouts/OnboardingGate.tsx';

/**
 * The Udyam pages are routed outside the /signup layout (§2 "Other signed-in routes"), so they
 * do what the layout does: keep the address in step with the journey (the step's answer moves
 * on to the next screen) and stand in for the journey's screenless states.
 */
export function OutsideLayoutFrame({ children }: { children: ReactNode }) {
  const onboarding = useOnboardingActor();
  return (
    <MainLandmark>
      {onboarding ? <JourneyUrl actorRef={onboarding} /> : null}
      <OnboardingGate actor={onboarding}>{children}</OnboardingGate>
    </MainLandmark>
  );
}
