import { useEffect, useRef } from 'react';
import { SELECT_LOAN_MESSAGE } from '../../../../machines/guarantor/guarantor.machine.ts';
import { isExpired } from '../../../../machines/routing/guarantor-status.ts';
import type { GuarantorActorRef } from '../runtime.ts';
import { Button, DateText, Money, RadioGroup, useToast } from '../../../ui/index.ts';
import { Actions, PageFrame } from '../../../screens/PageFrame.tsx';
import type { GuarantorSnapshot } from './guarantor-snapshot.ts';
import * as styles from './guarantor.css.ts';

/** §2 badge text, spelled as the spec spells it. */
export const ESIGN_COMPLETED_BADGE = 'Aaadhar Esign Completed';
export const EXPIRED_BADGE = 'Application expired: it can no longer be guaranteed';

type Loan = NonNullable<GuarantorSnapshot['context']['summary']>['loans'][number];

function LoanSummary({ loan, expired }: { loan: Loan; expired: boolean }) {
  return (
    <span className={styles.loanCard}>
      <Money className={styles.amount} rupees={loan.amountSelected} />
      <span>{loan.businessName}</span>
      <span>Applicant: {loan.fullName}</span>
      {!loan.aadharEsignPending ? <span className={styles.badge}>{ESIGN_COMPLETED_BADGE}</span> : null}
      {loan.aadharEsignPending && expired ? <span className={styles.expiredBadge}>{EXPIRED_BADGE}</span> : null}
    </span>
  );
}

function LoanFacts({ loan }: { loan: Loan }) {
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary}>Application details for {loan.businessName}</summary>
      <dl className={styles.facts}>
        <dt className={styles.term}>Application created</dt>
        <dd className={styles.detail}>
          <DateText value={loan.createdTime} />
        </dd>
        <dt className={styles.term}>Loan amount</dt>
        <dd className={styles.detail}>
          <Money rupees={loan.amountSelected} />
        </dd>
        <dt className={styles.term}>Application expiry</dt>
        <dd className={styles.detail}>
          <DateText value={loan.expiryTime} />
        </dd>
      </dl>
    </details>
  );
}

/** Loan Information (§2): the loans to guarantee as cards with a radio choice, and Next. */
export function LoanCards({ actor, snapshot }: { actor: GuarantorActorRef; snapshot: GuarantorSnapshot }) {
  const toast = useToast();
  const { context } = snapshot;
  const loans = context.summary?.loans ?? [];
  const shownToasts = useRef(context.toasts);
  // Each empty Next is one toast (§5): the machine counts them, the screen shows the new ones.
  useEffect(() => {
    if (context.toasts > shownToasts.current) toast.show(SELECT_LOAN_MESSAGE, { tone: 'error' });
    shownToasts.current = context.toasts;
  }, [context.toasts, toast]);

  const options = loans.map((loan) => {
    const expired = isExpired(loan, context.now);
    return {
      value: loan.loanId,
      disabled: !loan.aadharEsignPending || expired,
      label: <LoanSummary loan={loan} expired={expired} />,
      details: <LoanFacts loan={loan} />,
    };
  });
  return (
    <PageFrame
      title="Loan information"
      lead="Choose the loan you are guaranteeing. You will verify your PAN and KYC, then sign the guarantee."
      onSubmit={() => actor.send({ type: 'NEXT' })}
    >
      <RadioGroup
        label="Loans waiting for your guarantee"
        name="loan"
        options={options}
        value={context.chosenLoanId}
        onValueChange={(loanId) => actor.send({ type: 'SELECT_LOAN', loanId })}
      />
      <Actions>
        <Button type="submit" fullWidth>
          Next
        </Button>
      </Actions>
    </PageFrame>
  );
}
