import { Loader } from '../../../../ui/index.ts';
import { NotServiceableView } from './NotServiceableView.tsx';
import { OnboardingPage } from '../OnboardingPage.tsx';
import { useOnboardingScreen } from './use-onboarding-screen.ts';

const SCREENS = ['notServiceable'] as const;

/** /not-service-area (public): Change address for the applicant, the way home for a visitor. */
export default function NotServiceArea() {
  const viewer = useOnboardingScreen(SCREENS);
  return (
    <OnboardingPage>
      {viewer.kind === 'waiting' ? (
        <Loader />
      ) : (
        <NotServiceableView onboarding={viewer.kind === 'onScreen' ? viewer.onboarding : null} />
      )}
    </OnboardingPage>
  );
}
