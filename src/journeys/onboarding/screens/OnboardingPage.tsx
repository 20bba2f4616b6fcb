import type { ReactNode } from 'react';
import { JourneyUrl } from '../../journey-routing.tsx';
import { useOnboardingActor } from '../use-onboarding.ts';
import { MainLandmark } from '../../../screens/layouts/MainLandmark.tsx';
import { OnboardingGate } from './layouts/OnboardingGate.tsx';

/**
 * The frame of an onboarding page routed outside the /signup layout (/not-service-area,
 * /error-not-eligible, /:id/signup-under-review, /video-verification-result, the Udyam pages of
 * §2 "Other signed-in routes"): it does what the layout does there, keeping the address in step
 * with the journey (Change address, or a step's answer, must move the address too) and standing
 * in for the journey's screenless states.
 */
export function OnboardingPage({ children }: { children: ReactNode }) {
  const onboarding = useOnboardingActor();
  return (
    <MainLandmark>
      {onboarding ? <JourneyUrl actorRef={onboarding} /> : null}
      <OnboardingGate actor={onboarding}>{children}</OnboardingGate>
    </MainLandmark>
  );
}
