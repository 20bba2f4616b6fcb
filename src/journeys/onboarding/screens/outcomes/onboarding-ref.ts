import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { onboardingMachine } from '../../../../../machines/onboarding/onboarding.machine.ts';

/** The onboarding actor as screens see it: null for a visitor who is not logged in (public routes). */
export type OnboardingRef = ActorRefFrom<typeof onboardingMachine>;
export type OnboardingSnapshot = SnapshotFrom<typeof onboardingMachine>;

/** The parent is still loading the application: screens show the Loader, never a wrong screen. */
export function isLoadingPosition(snapshot: OnboardingSnapshot | undefined): boolean {
  return snapshot === undefined || snapshot.matches('loading') || snapshot.matches('deciding');
}
