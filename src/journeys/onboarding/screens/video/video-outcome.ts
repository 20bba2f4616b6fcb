import type { OnboardingSnapshot } from '../outcomes/onboarding-ref.ts';
import { isLoadingPosition } from '../outcomes/onboarding-ref.ts';

/**
 * What the applicant coming back from the identity provider is told:
 * - `verified`: the lender holds a verified video (home's `videoVerified`);
 * - `pending`: the journey is still on the video check (not finished, or refused by the provider);
 * - `movedOn`: the lender no longer asks for it (skipped, or the application is past it).
 */
export type VideoOutcome = 'loading' | 'verified' | 'pending' | 'movedOn';

export function videoOutcomeOf(snapshot: OnboardingSnapshot | undefined): VideoOutcome {
  if (isLoadingPosition(snapshot) || !snapshot) return 'loading';
  if (snapshot.context.home?.videoVerified) return 'verified';
  return snapshot.matches('videoVerification') ? 'pending' : 'movedOn';
}
