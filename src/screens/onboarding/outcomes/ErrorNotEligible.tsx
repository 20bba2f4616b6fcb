import { Loader } from '../../../ui/index.ts';
import { NotEligibleView } from './NotEligibleView.tsx';
import { OnboardingPage } from './OnboardingPage.tsx';
import { useOnboardingScreen } from './use-onboarding-screen.ts';

const SCREENS = ['notEligible'] as const;

// The submit answer's `result.reason` is not kept by the journey (its step answer is only the
// application's position, and home has no reason), so the page words the decision generically
// until the parent keeps the reason.
const REASON_NOT_KEPT = null;

/** /error-not-eligible (public): the lender's refusal. */
export default function ErrorNotEligible() {
  const viewer = useOnboardingScreen(SCREENS);
  return <OnboardingPage>{viewer.kind === 'waiting' ? <Loader /> : <NotEligibleView reason={REASON_NOT_KEPT} />}</OnboardingPage>;
}
