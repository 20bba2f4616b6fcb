import { useSelector } from '@xstate/react';
import type { PostApprovalActorRef } from '../runtime.ts';
import { Button, Loader, Money } from '../../../ui/index.ts';
import { Actions, PageFrame, RetryFrame } from '../../../screens/PageFrame.tsx';
import { LoanTermFacts } from './LoanTermFacts.tsx';
import { PostApprovalPage } from './PostApprovalFrame.tsx';
import * as styles from './screens.css.ts';

const TITLE = 'Key facts of this offer';

function DetailsScreen({ actor }: { actor: PostApprovalActorRef }) {
  const snapshot = useSelector(actor, (s) => s);
  const { details, problem } = snapshot.context;
  const back = (
    <Button type="button" variant="secondary" fullWidth onClick={() => actor.send({ type: 'BACK' })}>
      Back to offers
    </Button>
  );
  if (snapshot.matches({ loanDetails: 'failed' }))
    return (
      <RetryFrame title={TITLE} error={problem} onRetry={() => actor.send({ type: 'RETRY' })}>
        {back}
      </RetryFrame>
    );
  if (!details || !snapshot.matches({ loanDetails: 'shown' })) return <Loader />;
  return (
    <PageFrame title={TITLE} lead={details.registeredName} heading="plain">
      <dl className={styles.facts}>
        <LoanTermFacts loan={details} aprLabel="APR" />
        {details.fees.map((fee) => (
          <div key={fee.name} style={{ display: 'contents' }}>
            <dt>
              {fee.name} ({fee.payableTo === 'lender' ? 'to the lender' : 'to others'})
            </dt>
            <dd>
              {/* A head of RBI's KFS the lender does not charge (insurance, valuation) reads Nil. */}
              {fee.amount === 0 ? 'Nil' : <Money rupees={fee.amount} />}
              {fee.gst > 0 ? (
                <>
                  {' '}
                  plus GST <Money rupees={fee.gst} />
                </>
              ) : null}
            </dd>
          </div>
        ))}
        <dt>Penal charges</dt>
        <dd>{details.penalCharges}</dd>
        <dt>Foreclosure charges</dt>
        <dd>{details.foreclosureCharges}</dd>
        <dt>Cooling-off period</dt>
        <dd>{details.coolingOffDays} days</dd>
        <dt>Grievance officer</dt>
        <dd>
          {details.grievanceOfficer
            ? `${details.grievanceOfficer.name}, ${details.grievanceOfficer.email}, ${details.grievanceOfficer.phone}`
            : 'Not given'}
        </dd>
        <dt>May the loan be transferred</dt>
        <dd>{details.transferable ? 'Yes' : 'No'}</dd>
        <dt>Recovery agents</dt>
        <dd>{details.recoveryAgents ? 'Yes' : 'No'}</dd>
      </dl>
      <Actions>{back}</Actions>
    </PageFrame>
  );
}

/** /:nbfcName/loan-details: one offer's key fact statement, and back to the offers. */
export default function LoanDetails() {
  return <PostApprovalPage screen="loanDetails">{(actor) => <DetailsScreen actor={actor} />}</PostApprovalPage>;
}
