import { useId } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { Offer } from '../../../../rules/post-approval/offers.ts';
import { fillPath } from '../../../../machines/routing/paths.ts';
import { POST_APPROVAL_TABLE_PATHS as PATHS } from '../../../../machines/post-approval/screens.ts';
import type { PostApprovalActorRef } from '../runtime.ts';
import { Button, Card, Loader, Money, RadioGroup, TextField } from '../../../ui/index.ts';
import { Actions, RetryFrame } from '../../../screens/PageFrame.tsx';
import { StepFrame } from '../../../kit/step-frame.tsx';
import { formatMoney } from '../../../../rules/money/format.ts';
import { paiseFromWholeRupees } from '../../../../rules/money/paise.ts';
import { OFFERS_COPY } from './offers-copy.ts';
import { LoanTermFacts } from './LoanTermFacts.tsx';
import { PostApprovalPage } from './PostApprovalFrame.tsx';
import * as styles from './screens.css.ts';
import { screenAddress } from '../../../routes/declared-addresses.ts';

function OfferFacts({ offer, onView }: { offer: Offer; onView: () => void }) {
  const id = useId();
  return (
    <Card>
      <h2 id={id} className={styles.cardTitle}>
        {offer.registeredName}
      </h2>
      <dl aria-labelledby={id} className={styles.facts}>
        <LoanTermFacts loan={offer} aprLabel="APR (interest and all charges)" />
        <dt>Processing fee</dt>
        <dd>
          <Money rupees={offer.processingFee} /> ({offer.processingFeePercent}%) plus GST{' '}
          <Money rupees={offer.processingFeeGst} />
        </dd>
        <dt>Amount change</dt>
        <dd>
          {offer.amountChange ? (
            <>
              From <Money rupees={offer.amountChange.min} /> to <Money rupees={offer.amountChange.max} />
            </>
          ) : (
            'Full limit only'
          )}
        </dd>
      </dl>
      <Link
        to={fillPath(PATHS.loanDetails, { nbfcName: offer.nbfcName }) ?? PATHS.offers}
        onClick={(event) => {
          // A plain click asks the journey (its VIEW_DETAILS); the address follows its state. A
          // modified click (new tab or window) stays the browser's.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onView();
        }}
      >
        {OFFERS_COPY.details}: {offer.registeredName}
      </Link>
    </Card>
  );
}

/** "₹50,000 to ₹12,00,000": grouped and with ₹, as every amount on screen is (§9). */
const rangeText = (range: { min: number; max: number }) =>
  `${formatMoney(paiseFromWholeRupees(range.min))} to ${formatMoney(paiseFromWholeRupees(range.max))}`;

const LOADING_LINES = ['Please wait while we fetch', 'your offers'];

function OffersScreen({ actor }: { actor: PostApprovalActorRef }) {
  const snapshot = useSelector(actor, (s) => s);
  const { offers, choice, problem, amountChange } = snapshot.context;
  if (snapshot.matches({ offers: 'loading' })) return <Loader lines={LOADING_LINES} />;
  if (snapshot.matches({ offers: 'failed' }))
    return <RetryFrame title={OFFERS_COPY.title} error={problem} onRetry={() => actor.send({ type: 'RETRY' })} />;
  const busy = snapshot.matches({ offers: 'selecting' });
  return (
    <StepFrame step={actor} title={OFFERS_COPY.title} lead={OFFERS_COPY.lead} error={problem} busy={busy}>
      <p className={styles.note}>{OFFERS_COPY.orderNote}</p>
      <div className={styles.list}>
        {offers.map((offer) => (
          <OfferFacts
            key={offer.nbfcName}
            offer={offer}
            onView={() => actor.send({ type: 'VIEW_DETAILS', nbfcName: offer.nbfcName })}
          />
        ))}
      </div>
      <RadioGroup
        label="Your lender"
        options={offers.map((offer) => ({ value: offer.nbfcName, label: offer.registeredName }))}
        value={choice.nbfcName}
        onValueChange={(nbfcName) => actor.send({ type: 'CHOOSE_OFFER', nbfcName })}
        required
      />
      {amountChange ? (
        <TextField
          label={OFFERS_COPY.amountLabel}
          hint={`Leave empty for the full limit, or enter ${rangeText(amountChange)}`}
          inputMode="numeric"
          value={choice.amount}
          onChange={(event) => actor.send({ type: 'AMOUNT_CHANGED', amount: event.target.value.replace(/\D/g, '') })}
        />
      ) : null}
      <Actions>
        <Button type="submit" fullWidth busy={busy}>
          {OFFERS_COPY.choose}
        </Button>
        <Link to={screenAddress('Dashboard')}>Back to dashboard</Link>
      </Actions>
    </StepFrame>
  );
}

/** /loan-offers: every lender's offer, in the neutral order, and the choice. */
export default function LoanOffers() {
  return <PostApprovalPage screen="offers">{(actor) => <OffersScreen actor={actor} />}</PostApprovalPage>;
}
