import { FailureView } from './FailureView.tsx';

/**
 * /signup/failure (public): a provider hand-off that came back without success. It is no state
 * of the journey, so it reads no actor; for a logged-in applicant the onboarding layout moves
 * the address on to the journey's own screen.
 */
export default function Failure() {
  return <FailureView />;
}
