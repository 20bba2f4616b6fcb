import { Loader } from '../../../../ui/index.ts';
import { ResultView } from './ResultView.tsx';
import { useOnboardingScreen } from './use-onboarding-screen.ts';

const SCREENS = ['result'] as const;

/** /signup/result: the lender's approval with the best approved amount. */
export default function PreApprovalResult() {
  const viewer = useOnboardingScreen(SCREENS);
  return viewer.kind === 'onScreen' ? <ResultView onboarding={viewer.onboarding} /> : <Loader />;
}
