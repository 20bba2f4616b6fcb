import { useSelector } from '@xstate/react';
import { useOnboardingActor } from '../../use-onboarding.ts';
import { Loader } from '../../../../ui/index.ts';
import { NotEligibleView } from './NotEligibleView.tsx';
import { OnboardingPage } from '../OnboardingPage.tsx';
import { useOnboardingScreen } from './use-onboarding-screen.ts';

const SCREENS = ['notEligible'] as const;

/** /error-not-eligible (public): the lender's refusal, with its reason when the journey knows it. */
export default function ErrorNotEligible() {
  const viewer = useOnboardingScreen(SCREENS);
  // The parent keeps the reason from the submit answer or, after a reload, from the profile read.
  const reason = useSelector(
    useOnboardingActor() ?? undefined,
    (snapshot) => snapshot?.context.notEligibleReason ?? null,
  );
  return (
    <OnboardingPage>{viewer.kind === 'waiting' ? <Loader /> : <NotEligibleView reason={reason} />}</OnboardingPage>
  );
}
