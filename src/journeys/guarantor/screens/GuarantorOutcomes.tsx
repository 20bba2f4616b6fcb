import type { GuarantorActorRef } from '../runtime.ts';
import { Button, DateText, Loader, Money } from '../../../ui/index.ts';
import { Actions, PageFrame } from '../../../screens/PageFrame.tsx';
import { RetryRead, RetryWays, Ways } from '../../../kit/ways.tsx';
import type { GuarantorSnapshot } from './guarantor-snapshot.ts';
import { GuarantorWayOut } from './GuarantorWayOut.tsx';
import * as styles from './guarantor.css.ts';

interface ViewProps {
  actor: GuarantorActorRef;
  snapshot: GuarantorSnapshot;
}

const FAILURE_REASON = {
  denied: 'DigiLocker did not share your Aadhaar details: the request was declined.',
  expired: 'The DigiLocker request expired before it was completed.',
} as const;

function Leaving({ title, url, name }: { title: string; url: string | null; name: string }) {
  return (
    <PageFrame title={title} busy>
      <p className={styles.hint} role="status">
        If nothing happens, <a href={url ?? '#'}>open {name}</a>.
      </p>
    </PageFrame>
  );
}

/** Guarantor Kyc: DigiLocker through the provider page; its result read by the status call. */
export function KycStep({ actor, snapshot }: ViewProps) {
  const { context } = snapshot;
  const send = (type: 'START' | 'RETRY') => () => actor.send({ type });
  if (snapshot.matches({ kyc: 'checking' })) {
    return <Loader lines={['Please wait while we check', 'your DigiLocker result']} />;
  }
  if (snapshot.matches({ kyc: 'redirecting' })) {
    return <Leaving title="Taking you to DigiLocker" url={context.providerUrl} name="DigiLocker" />;
  }
  if (snapshot.matches({ kyc: 'checkFailed' })) {
    return (
      <RetryWays
        title="We could not read your DigiLocker result"
        error={context.error}
        onRetry={send('RETRY')}
        ways={[{ label: 'Start DigiLocker again', onClick: send('START') }]}
      />
    );
  }
  const starting = snapshot.matches({ kyc: 'gettingUrl' });
  return (
    <PageFrame
      title="Verify with DigiLocker"
      lead="DigiLocker shares your Aadhaar details with us securely. You will come back here when it is done."
      error={context.error}
      busy={starting}
    >
      <Ways ways={[{ label: 'Continue to DigiLocker', busy: starting, onClick: send('START') }]} />
    </PageFrame>
  );
}

export function KycFailed({ actor, snapshot }: ViewProps) {
  const reason = snapshot.context.failureReason;
  return (
    <PageFrame title="KYC not completed" lead={reason ? FAILURE_REASON[reason] : 'DigiLocker could not verify you.'}>
      <Ways ways={[{ label: 'Try DigiLocker again', onClick: () => actor.send({ type: 'RETRY' }) }]} />
    </PageFrame>
  );
}

/** Guarantor KYC Success: the chosen loan, and Aadhaar e-sign of its guarantee. */
export function KycDone({ actor, snapshot }: ViewProps) {
  const { context } = snapshot;
  if (snapshot.matches({ kycSuccess: 'checking' })) {
    return <Loader lines={['Please wait while we check', 'your e-sign']} />;
  }
  if (snapshot.matches({ kycSuccess: 'redirecting' })) {
    return <Leaving title="Taking you to Aadhaar e-sign" url={context.providerUrl} name="Aadhaar e-sign" />;
  }
  if (snapshot.matches({ kycSuccess: 'checkFailed' })) {
    return (
      <RetryRead
        actor={actor}
        title="We could not read your e-sign status"
        error={context.error}
        ways={[{ label: 'Sign again', onClick: () => actor.send({ type: 'SIGN' }) }]}
      />
    );
  }
  const starting = snapshot.matches({ kycSuccess: 'starting' });
  const loan = context.summary?.loans.find((one) => one.loanId === context.chosenLoanId);
  return (
    <PageFrame
      title="KYC successful"
      lead="Your KYC is complete. Sign the guarantee with Aadhaar e-sign: an OTP goes to your Aadhaar-linked mobile."
      error={context.error}
      busy={starting}
    >
      {loan ? (
        <dl className={styles.facts}>
          <dt className={styles.term}>Business</dt>
          <dd className={styles.detail}>{loan.businessName}</dd>
          <dt className={styles.term}>Loan amount</dt>
          <dd className={styles.detail}>
            <Money rupees={loan.amountSelected} />
          </dd>
        </dl>
      ) : null}
      <Ways
        ways={[{ label: 'Sign with Aadhaar e-sign', busy: starting, onClick: () => actor.send({ type: 'SIGN' }) }]}
      />
    </PageFrame>
  );
}

export function Verified({ actor, snapshot }: ViewProps) {
  // Offered only when the journey would take it: a loan left that is pending and not expired.
  const others = snapshot.can({ type: 'ANOTHER_LOAN' });
  return (
    <PageFrame
      title="You are a verified guarantor"
      lead="Thank you. The lender now reviews the application; the applicant hears from them about the loan."
    >
      <Actions>
        {others ? (
          <Button type="button" fullWidth onClick={() => actor.send({ type: 'ANOTHER_LOAN' })}>
            Guarantee another loan
          </Button>
        ) : null}
        <GuarantorWayOut />
      </Actions>
    </PageFrame>
  );
}

export function NotVerified({ actor, snapshot }: ViewProps) {
  const outcome = snapshot.context.eSignOutcome;
  const lead =
    outcome === 'EXPIRED'
      ? 'The e-sign request expired before it was signed.'
      : outcome === 'FAILURE'
        ? 'The guarantee was not signed.'
        : 'We could not verify you as a guarantor.';
  return (
    <PageFrame title="Not verified yet" lead={`${lead} Until it is signed, the applicant’s loan cannot go ahead.`}>
      <Actions>
        <Button type="button" fullWidth onClick={() => actor.send({ type: 'RETRY' })}>
          Sign again
        </Button>
        <GuarantorWayOut />
      </Actions>
    </PageFrame>
  );
}

/** readyForOps: what the guarantor gave the lender, while its team reviews it. */
export function DetailsOnFile({ snapshot }: { snapshot: GuarantorSnapshot }) {
  const details = snapshot.context.summary?.details;
  return (
    <PageFrame
      title="Your guarantor details"
      lead="The lender’s team is reviewing them. Nothing more is needed from you."
    >
      {details ? (
        <dl className={styles.facts}>
          <dt className={styles.term}>Name</dt>
          <dd className={styles.detail}>{details.fullName ?? '—'}</dd>
          <dt className={styles.term}>PAN</dt>
          <dd className={styles.detail}>{details.maskedPan ?? '—'}</dd>
          <dt className={styles.term}>Date of birth</dt>
          <dd className={styles.detail}>{details.dateOfBirth ? <DateText value={details.dateOfBirth} /> : '—'}</dd>
          <dt className={styles.term}>Relation</dt>
          <dd className={styles.detail}>{details.relation ?? '—'}</dd>
        </dl>
      ) : null}
      <Actions>
        <GuarantorWayOut />
      </Actions>
    </PageFrame>
  );
}
