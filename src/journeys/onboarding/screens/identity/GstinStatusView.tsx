import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { ONBOARDING_PATHS } from '../../../../../machines/onboarding/screens.ts';
import type { GstinStatusRef } from '../../identity/gstin-status.ts';
import { Actions, IdentityFrame } from '../../../../kit/identity/IdentityFrame.tsx';
import { readingOrFailed } from '../../../../kit/ways.tsx';
import * as styles from './identity.css.ts';
import * as formStyles from '../pre-approval/step-form.css.ts';
import { screenAddress } from '../../../../routes/declared-addresses.ts';

const STATUS_TEXT = {
  notStarted: 'Not verified yet',
  loggedIn: 'GST portal login done; consent pending',
  otpSent: 'Waiting for the GST portal OTP',
  verified: 'Verified',
} as const;

const NO_GSTIN =
  'No GSTIN is registered in your business profile. You do not need one to continue: ' +
  'GST verification is only for businesses registered for GST.';

// Every outcome of the page leads on: the Home layout has no menu yet, so without this link a
// page with nothing to verify was a dead end.
function DashboardLink() {
  return (
    <Link to={screenAddress('Dashboard')} className={formStyles.backLink}>
      Go to your dashboard
    </Link>
  );
}

/** §2 /gstin-verification (main app): the GSTIN's verification status, and the way to verify it. */
export function GstinStatusView({ actor }: { actor: GstinStatusRef }) {
  const snapshot = useSelector(actor, (current) => current);
  const reading = readingOrFailed(actor, snapshot, 'GSTIN verification');
  if (reading) return reading;
  const { context } = snapshot;
  const status = context.status;
  if (!status || status.gstin === null) {
    return (
      <IdentityFrame title="GSTIN verification" lead={NO_GSTIN}>
        <Actions>
          <DashboardLink />
        </Actions>
      </IdentityFrame>
    );
  }
  return (
    <IdentityFrame title="GSTIN verification">
      <dl className={styles.facts}>
        <dt className={styles.term}>GSTIN</dt>
        <dd className={styles.detail}>{status.gstin}</dd>
        <dt className={styles.term}>Status</dt>
        <dd className={styles.detail}>{STATUS_TEXT[status.status]}</dd>
        {context.taxpayerType ? (
          <>
            <dt className={styles.term}>Taxpayer type</dt>
            <dd className={styles.detail}>{context.taxpayerType}</dd>
          </>
        ) : null}
      </dl>
      <Actions>
        {status.verified ? null : (
          <Link to={ONBOARDING_PATHS.gstin} className={formStyles.backLink}>
            Verify your GSTIN
          </Link>
        )}
        <DashboardLink />
      </Actions>
    </IdentityFrame>
  );
}
