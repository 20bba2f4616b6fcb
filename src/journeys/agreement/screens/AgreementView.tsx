import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { agreementJourney } from '../runtime.ts';
import { useJourney } from '../../runtime/JourneyRuntime.tsx';
import { useSessionActor } from '../../session/SessionProvider.tsx';
import { Loader } from '../../../ui/index.ts';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import { RetryRead } from '../../../kit/ways.tsx';
import * as styles from './agreement.css.ts';
import type { AgreementSnapshot } from './agreement-snapshot.ts';
import { DocumentScreen } from './DocumentScreen.tsx';
import { KfsScreen } from './KfsScreen.tsx';
import { ActivatedScreen, LoanFailureScreen, LoanSuccessScreen } from './OutcomeScreens.tsx';
import { SigningScreen } from './SigningScreen.tsx';

/**
 * Every agreement address draws the journey's own state, so whichever is open the applicant sees
 * where the lender has their loan (the machine keeps the address in step).
 */
export default function AgreementView() {
  const actor = useJourney(agreementJourney);
  const snapshot = useSelector(actor ?? undefined, (current: AgreementSnapshot | undefined) => current);
  const signedOut = useSelector(useSessionActor(), (session) => session.matches('anonymous'));
  // The public e-sign return, reached without a login (another browser, an expired session).
  if (signedOut) {
    return (
      <PageFrame
        title="Log in to finish signing"
        lead="Your e-sign went to your lender. Log in to see whether your agreement is signed."
        heading="plain"
      >
        <Link className={styles.download} to="/login">
          Go to login
        </Link>
      </PageFrame>
    );
  }
  if (!actor || !snapshot) return <Loader />;
  if (snapshot.matches('loadFailed')) {
    return <RetryRead actor={actor} title="We could not load your loan agreement" error={snapshot.context.error} />;
  }
  const props = { actor, snapshot };
  if (snapshot.matches('kfs')) return <KfsScreen {...props} />;
  if (snapshot.matches('agreement')) return <SigningScreen {...props} />;
  if (snapshot.matches('sanctionLetter') || snapshot.matches('agreementDocument')) return <DocumentScreen {...props} />;
  if (snapshot.matches('loanSuccess')) return <LoanSuccessScreen {...props} />;
  if (snapshot.matches('loanFailure')) return <LoanFailureScreen {...props} />;
  if (snapshot.matches('activated')) return <ActivatedScreen {...props} />;
  return <Loader />;
}
