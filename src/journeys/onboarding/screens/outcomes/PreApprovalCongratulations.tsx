import { Loader } from '../../../../ui/index.ts';
import { CongratulationsView } from './CongratulationsView.tsx';
import { useOnboardingScreen } from './use-onboarding-screen.ts';

const SCREENS = ['congratulations'] as const;

/** /signup/congratulations: after Continue on the result. */
export default function PreApprovalCongratulations() {
  const viewer = useOnboardingScreen(SCREENS);
  return viewer.kind === 'onScreen' ? <CongratulationsView onboarding={viewer.onboarding} /> : <Loader />;
}
