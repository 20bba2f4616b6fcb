import { Loader } from '../../../../ui/index.ts';
import { OnboardingPage } from '../OnboardingPage.tsx';
import { UnderReviewView } from './UnderReviewView.tsx';
import { useOnboardingScreen } from './use-onboarding-screen.ts';

const SCREENS = ['underReview'] as const;

/** /:id/signup-under-review: the application is with the lender's credit team. */
export default function SignupUnderReview() {
  const viewer = useOnboardingScreen(SCREENS);
  return <OnboardingPage>{viewer.kind === 'onScreen' ? <UnderReviewView /> : <Loader />}</OnboardingPage>;
}
