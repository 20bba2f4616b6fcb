import type { ReactNode } from 'react';
import { Button } from '../../../ui/index.ts';
import { formatMoney } from '../../../../rules/money/format.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { formatPhone } from '../../../lib/format/phone.ts';
import { Actions, PageFrame } from '../../../screens/PageFrame.tsx';
import { Fact, Facts } from '../../../kit/facts.tsx';
import type { AgreementScreenProps } from './agreement-snapshot.ts';
import * as styles from './agreement.css.ts';

type ReadAgreement = NonNullable<AgreementScreenProps['snapshot']['context']['agreement']>;

/** An outcome screen draws nothing until the agreement is read; then it is handed the agreement. */
function withAgreement(View: (props: AgreementScreenProps & { agreement: ReadAgreement }) => ReactNode) {
  return function AgreementRead(props: AgreementScreenProps) {
    const { agreement } = props.snapshot.context;
    return agreement ? <View {...props} agreement={agreement} /> : null;
  };
}

/** The outcome's way on: CONTINUE takes the customer to the dashboard, where the line is. */
function ToDashboard({ actor }: Pick<AgreementScreenProps, 'actor'>) {
  return (
    <Actions>
      <Button type="button" fullWidth onClick={() => actor.send({ type: 'CONTINUE' })}>
        Go to dashboard
      </Button>
    </Actions>
  );
}

function DocumentLinks({ actor, snapshot }: AgreementScreenProps) {
  const signed = snapshot.context.agreement?.signedAt != null;
  return (
    <ul className={styles.documents} aria-label="Your loan documents">
      <li>
        <Button type="button" variant="link" onClick={() => actor.send({ type: 'READ', document: 'agreement' })}>
          {signed ? 'Read or download your signed agreement' : 'Read the loan agreement'}
        </Button>
      </li>
      <li>
        <Button type="button" variant="link" onClick={() => actor.send({ type: 'READ', document: 'kfs' })}>
          Read the Key Fact Statement
        </Button>
      </li>
      <li>
        <Button type="button" variant="link" onClick={() => actor.send({ type: 'READ', document: 'sanctionLetter' })}>
          Read the sanction letter
        </Button>
      </li>
    </ul>
  );
}

/** /signup/loan-success: signed and under the lender's review (with its time), or approved. */
export const LoanSuccessScreen = withAgreement(function LoanSuccess({ actor, snapshot, agreement }) {
  const approved = agreement.review.stage !== 'opsReview';
  const expected = formatDate(agreement.review.expectedBy, { withWeekdayAndTime: true });
  const lender = agreement.keyFacts.registeredName;
  const by = expected ? `: expect an answer by ${expected}` : '';
  const lead = approved
    ? `${lender} has approved your loan and is opening your credit line. This usually takes a few minutes.`
    : `${lender}'s team is reviewing your signed agreement. Reviews take up to one working day${by}.`;
  return (
    <PageFrame title={approved ? 'Your loan is approved' : 'Your agreement is signed'} lead={lead} heading="plain">
      <DocumentLinks actor={actor} snapshot={snapshot} />
      <Actions>
        <Button type="button" fullWidth onClick={() => actor.send({ type: 'CHECK_AGAIN' })}>
          Check again
        </Button>
      </Actions>
    </PageFrame>
  );
});

/** /loan-failure: the lender's reason, whom to ask, and the way on. */
export const LoanFailureScreen = withAgreement(function LoanFailure({ actor, agreement }) {
  const officer = agreement.keyFacts.grievanceOfficer;
  return (
    <PageFrame title="Your loan could not be approved" lead={agreement.review.reason} heading="plain">
      {officer ? (
        <p className={styles.note}>
          To ask why, or to complain, contact {agreement.keyFacts.registeredName}&apos;s grievance officer,{' '}
          {officer.name}: {officer.email}, {officer.phone}. A complaint not resolved in 30 days can go to the RBI
          Ombudsman.
        </p>
      ) : null}
      <ToDashboard actor={actor} />
    </PageFrame>
  );
});

/** /signup/loan-activated: the live line, and the cooling-off exit while it is open. */
export function ActivatedScreen({ actor, snapshot }: AgreementScreenProps) {
  const account = snapshot.context.agreement?.creditAccount;
  const facts = snapshot.context.agreement?.keyFacts;
  if (!account || !facts) return null;
  const { coolingOff } = account;
  const officer = facts.grievanceOfficer;
  return (
    <PageFrame title="Your credit line is active" heading="plain">
      <Facts ruled>
        <Fact label="Credit limit">{formatMoney(account.creditLimit)}</Fact>
        <Fact label="Available now">{formatMoney(account.availableLimit)}</Fact>
        <Fact label="Annual Percentage Rate (APR)">{coolingOff.aprPercent}%</Fact>
      </Facts>
      <section className={styles.section} aria-labelledby="cooling-off">
        <h2 id="cooling-off" className={styles.sectionTitle}>
          Changed your mind?
        </h2>
        {coolingOff.open && coolingOff.exitAmount > 0 ? (
          <>
            <p className={styles.note}>
              Until {formatDate(coolingOff.endsAt, { withWeekdayAndTime: true })} (your {coolingOff.days}-day
              cooling-off period) you can leave this loan with no penalty by repaying{' '}
              <strong>{formatMoney(coolingOff.exitAmount)}</strong>: the {formatMoney(coolingOff.principal)} you have
              drawn plus {formatMoney(coolingOff.interest)} interest at the APR for the days you have had it.
            </p>
            <p className={styles.note}>
              How to pay: this app cannot take the payment yet. Contact {facts.registeredName}
              {officer ? ` (${officer.name}, ${formatPhone(officer.phone)}, ${officer.email})` : ''} and say you want to
              exit in the cooling-off period; they will give you the account to pay and close the loan.
            </p>
          </>
        ) : coolingOff.open ? (
          // Nothing drawn yet: "repaying ₹0: the ₹0 you have drawn" would read as a fault.
          <p className={styles.note}>
            Nothing is drawn yet, so until {formatDate(coolingOff.endsAt, { withWeekdayAndTime: true })} (your{' '}
            {coolingOff.days}-day cooling-off period) you can leave this loan with nothing to repay and no penalty.
            Contact {facts.registeredName}
            {officer ? ` (${officer.name}, ${formatPhone(officer.phone)}, ${officer.email})` : ''} and say you want to
            exit in the cooling-off period; they will close the loan.
          </p>
        ) : (
          <p className={styles.note}>
            Your cooling-off period ended on {formatDate(coolingOff.endsAt)}. You can still close the line by repaying
            what you owe; see the foreclosure terms in your agreement.
          </p>
        )}
      </section>
      <DocumentLinks actor={actor} snapshot={snapshot} />
      <ToDashboard actor={actor} />
    </PageFrame>
  );
}
