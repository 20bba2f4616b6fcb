import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import type { OnboardingScreen } from '../../../../../machines/onboarding/onboarding.machine.ts';
import { useOnboardingActor, useStepActor } from '../../use-onboarding.ts';

/**
 * The identity step child (`children.step`) while the journey is on `screen`, else null (the
 * view shows its Loader): an address can be ahead of the machine for a moment, and the step
 * shown must be the machine's own. The parent invokes the step's machine for that screen
 * (docs/onboarding.md), which is what the caller's type says.
 */
export function useIdentityStep<TRef extends AnyActorRef>(screen: OnboardingScreen): TRef | null {
  const onboarding = useOnboardingActor();
  const onScreen = useSelector(onboarding ?? undefined, (snapshot) => (snapshot ? snapshot.matches(screen) : false));
  const step = useStepActor();
  return onScreen ? (step as TRef | null) : null;
}
