import { useSelector } from '@xstate/react';
import type { OnboardingScreen } from '../../../../../machines/onboarding/onboarding.machine.ts';
import { useOnboardingActor, useStepActor } from '../../use-onboarding.ts';
import type { FormStepRef } from './form-step-view.ts';

/**
 * The formStep child for this screen, or null (the screen shows its Loader) while the journey
 * is loading, deciding, or on another screen: a URL can be ahead of the machine for a moment
 * (deep link, Back), and the step shown must be the machine's, never a flash of another one.
 */
export function useFormStep(screens: readonly OnboardingScreen[]): FormStepRef | null {
  const onboarding = useOnboardingActor();
  const onScreen = useSelector(onboarding ?? undefined, (snapshot) =>
    snapshot ? screens.some((screen) => snapshot.matches(screen)) : false,
  );
  const step = useStepActor();
  return onScreen ? step : null;
}
