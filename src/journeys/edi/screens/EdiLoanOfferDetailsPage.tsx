import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import { EDI_SCREENS } from '../../../../machines/edi/screens.ts';
import { ediChoiceProblem } from '../../../../rules/edi/choice.ts';
import { parseTypedRupees, wireRupeesFromPaise } from '../../../../rules/money/paise.ts';
import { ediRuntime, type EdiActorRef } from '../runtime.ts';
import { instalmentSentence, kfsFacts, offerFacts } from '../projection.ts';
import { JourneyScreen } from '../../../screens/JourneyScreen.tsx';
import { Actions, PageFrame, RetryFrame } from '../../../screens/PageFrame.tsx';
import * as parts from '../../../screens/page-parts.css.ts';
import { screenAddress } from '../../../routes/declared-addresses.ts';
import { Button, Loader, TextField } from '../../../ui/index.ts';
import { Facts } from './EdiParts.tsx';
import * as styles from './edi.css.ts';

type Snapshot = SnapshotFrom<EdiActorRef>;

/** EDI loan offer (§2 edi-loan-offer-details-page): the terms, the choice and its daily instalment. */
export default function EdiLoanOfferDetailsPage() {
  return (
    <JourneyScreen journey={ediRuntime}>
      {(actor, snapshot) => <OfferView actor={actor} snapshot={snapshot} />}
    </JourneyScreen>
  );
}

function BackToDashboard() {
  return (
    <Link className={parts.centredLink} to={screenAddress('Dashboard')}>
      Back to the dashboard
    </Link>
  );
}

function OfferView({ actor, snapshot }: { actor: EdiActorRef; snapshot: Snapshot }) {
  const { title } = EDI_SCREENS.offer;
  const { context } = snapshot;
  if (snapshot.matches({ offer: 'failed' })) {
    return (
      <RetryFrame
        title="We could not load your offer"
        error={context.error}
        onRetry={() => actor.send({ type: 'RETRY' })}
      >
        <BackToDashboard />
      </RetryFrame>
    );
  }
  if (snapshot.matches({ offer: 'none' })) {
    return (
      <PageFrame title={title} lead="You have no EDI loan offer right now. New offers show on your dashboard.">
        <Actions>
          <BackToDashboard />
        </Actions>
      </PageFrame>
    );
  }
  const offer = context.read?.offer;
  if (!snapshot.matches({ offer: 'shown' }) || !offer) {
    return (
      <PageFrame title={title} busy>
        <Loader />
      </PageFrame>
    );
  }
  return <Choice actor={actor} snapshot={snapshot} offer={offer} />;
}

function Choice({
  actor,
  snapshot,
  offer,
}: {
  actor: EdiActorRef;
  snapshot: Snapshot;
  offer: NonNullable<NonNullable<Snapshot['context']['read']>['offer']>;
}) {
  const { context } = snapshot;
  const [amountText, setAmountText] = useState(
    context.amount === null ? '' : String(wireRupeesFromPaise(context.amount)),
  );
  const [daysText, setDaysText] = useState(context.tenureDays === null ? '' : String(context.tenureDays));
  const invalid = snapshot.matches({ offer: { shown: 'invalid' } });
  const problem = invalid ? ediChoiceProblem(offer, context) : null;
  const quoting =
    snapshot.matches({ offer: { shown: 'quoting' } }) || snapshot.matches({ offer: { shown: 'waiting' } });
  const quote = snapshot.matches({ offer: { shown: 'quoted' } }) ? context.quote : null;
  const read = context.read;
  const blocked = read?.openRequest
    ? 'You have a payout on its way. You can ask for another once it is settled.'
    : read?.overdue
      ? 'An instalment is overdue. Please pay it before asking for another payout.'
      : read?.bankAccount
        ? null
        : 'Please verify your bank account before asking for a payout.';
  return (
    <PageFrame title={EDI_SCREENS.offer.title} lead={`A loan from ${offer.lenderName}, repaid a little every day.`}>
      <Facts facts={offerFacts(offer)} label="Your offer" />
      <TextField
        label="Amount you need"
        inputMode="decimal"
        leadingText="₹"
        value={amountText}
        error={problem?.field === 'amount' ? problem.message : null}
        onChange={(event) => {
          setAmountText(event.target.value);
          actor.send({ type: 'SET_AMOUNT', amount: parseTypedRupees(event.target.value) });
        }}
      />
      <TextField
        label="Tenure in days"
        inputMode="numeric"
        value={daysText}
        error={problem?.field === 'tenureDays' ? problem.message : null}
        onChange={(event) => {
          setDaysText(event.target.value);
          const days = /^\d{1,4}$/.test(event.target.value.trim()) ? Number(event.target.value.trim()) : null;
          actor.send({ type: 'SET_TENURE', tenureDays: days });
        }}
      />
      <section aria-labelledby="edi-quote" aria-busy={quoting || undefined} aria-live="polite">
        <h2 id="edi-quote" className={styles.sectionTitle}>
          Your daily instalment
        </h2>
        {quoting ? <p className={styles.note}>Working out your daily instalment…</p> : null}
        {snapshot.matches({ offer: { shown: 'quoteFailed' } }) ? (
          <>
            <p role="alert" className={parts.alert}>
              {context.error}
            </p>
            <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'RETRY' })}>
              Retry
            </Button>
          </>
        ) : null}
        {invalid ? <p className={styles.note}>Choose an amount and tenure the offer allows to see it.</p> : null}
        {quote ? (
          <>
            <p className={styles.figure}>{instalmentSentence(quote)}</p>
            <Facts facts={kfsFacts(quote)} label="What it costs" />
          </>
        ) : null}
      </section>
      {blocked && quote ? <p className={styles.note}>{blocked}</p> : null}
      <Actions>
        <Button
          type="button"
          fullWidth
          disabled={!snapshot.can({ type: 'CONTINUE' })}
          onClick={() => actor.send({ type: 'CONTINUE' })}
        >
          Continue
        </Button>
        <Button type="button" variant="secondary" fullWidth onClick={() => actor.send({ type: 'VIEW_LAST' })}>
          See your last payout
        </Button>
        <BackToDashboard />
      </Actions>
    </PageFrame>
  );
}
