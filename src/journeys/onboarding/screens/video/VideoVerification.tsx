import { useStepActor } from '../../use-onboarding.ts';
import { Loader } from '../../../../ui/index.ts';
import { useOnboardingScreen } from '../outcomes/use-onboarding-screen.ts';
import { VideoVerificationView, type VideoVerificationRef } from './VideoVerificationView.tsx';

const SCREENS = ['videoVerification'] as const;

/** /signup/video-verification: the videoVerification child the journey runs as its step. */
export default function VideoVerification() {
  const viewer = useOnboardingScreen(SCREENS);
  // On this screen the parent's 'step' child is the videoVerification machine (onboarding.machine.ts).
  const step = useStepActor() as VideoVerificationRef | null;
  return viewer.kind === 'onScreen' ? <VideoVerificationView video={step} /> : <Loader />;
}
