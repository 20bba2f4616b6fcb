import type { AnyActorRef } from 'xstate';
import { useJourneyChild } from '../runtime/child.ts';
import { useJourney } from '../runtime/JourneyRuntime.tsx';
import { onboardingJourney, type OnboardingActorRef } from './runtime.ts';

/** The applicant's onboarding actor; null before it exists (not logged in, or not yet on onboarding). */
export function useOnboardingActor(): OnboardingActorRef | null {
  return useJourney(onboardingJourney);
}

/** The current step's child (`snapshot.children.step`), or null while there is none. */
export function useStepActor(): AnyActorRef | null {
  return useJourneyChild(useOnboardingActor(), 'step');
}
