import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { ONBOARDING_PATHS } from '../../../../../machines/onboarding/screens.ts';
import { useOnboardingActor } from '../../use-onboarding.ts';
import { Loader } from '../../../../ui/index.ts';
import { MainLandmark } from '../../../../screens/layouts/MainLandmark.tsx';
import { OnboardingGate } from '../layouts/OnboardingGate.tsx';
import { useIsApplicant } from '../outcomes/use-onboarding-screen.ts';
import * as styles from '../outcomes/outcome.css.ts';
import { videoOutcomeOf, type VideoOutcome } from './video-outcome.ts';
import { OutcomePage } from '../outcomes/OutcomePage.tsx';

const COPY: Record<Exclude<VideoOutcome, 'loading'>, { heading: string; lead: string; link: string; to: string }> = {
  verified: {
    heading: 'Your video check is complete',
    lead: 'Thank you. Your face and video verification was successful.',
    link: 'Continue application',
    to: '/signup',
  },
  pending: {
    heading: 'Your video check is not complete yet',
    lead: 'We have not received a verified video. You can record it again now.',
    link: 'Continue video check',
    to: ONBOARDING_PATHS.videoVerification,
  },
  movedOn: {
    heading: 'No video check is needed now',
    lead: 'Your application has moved on from the video check.',
    link: 'Continue application',
    to: '/signup',
  },
};

// The address the identity provider sends the applicant back to. Unlike the other pages outside
// the /signup layout it does not move the address to the journey's screen on arrival: the
// applicant is meant to read the outcome here first and go on with the link.
/** /video-verification-result (public). */
export default function VideoVerificationResult() {
  const applicant = useIsApplicant();
  const onboarding = useOnboardingActor();
  const outcome = useSelector(onboarding ?? undefined, videoOutcomeOf);
  return (
    <MainLandmark>
      <OnboardingGate actor={onboarding}>
        {!applicant ? <VisitorView /> : outcome === 'loading' ? <Loader /> : <OutcomeView outcome={outcome} />}
      </OnboardingGate>
    </MainLandmark>
  );
}

function OutcomeView({ outcome }: { outcome: Exclude<VideoOutcome, 'loading'> }) {
  const copy = COPY[outcome];
  return (
    <OutcomePage id="video-result" title={copy.heading}>
      <p className={styles.lead}>{copy.lead}</p>
      <Link className={styles.link} to={copy.to}>
        {copy.link}
      </Link>
    </OutcomePage>
  );
}

function VisitorView() {
  return (
    <OutcomePage id="video-result" title="Video verification">
      <p className={styles.lead}>
        If you have just finished your video check, log in to see its result and continue your application.
      </p>
      <Link className={styles.link} to="/login">
        Log in
      </Link>
    </OutcomePage>
  );
}
