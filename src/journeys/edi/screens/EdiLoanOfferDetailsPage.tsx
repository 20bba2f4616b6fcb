import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { EDI_SCREENS } from '../../../../machines/edi/screens.ts';
import { ediChoiceProblem } from '../../../../rules/edi/choice.ts';
import { parseTypedRupees, wireRupeesFromPaise } from '../../../../rules/money/paise.ts';
import type { EdiActorRef } from '../runtime.ts';
import { instalmentSentence, kfsFacts, offerFacts } from '../projection.ts';
import { Actions, PageFrame } from '../../../screens/PageFrame.tsx';
import * as parts from '../../../screens/page-parts.css.ts';
import { Button, TextField } from '../../../ui/index.ts';
import { BackToDashboard, Facts, Loading, NothingYet, ReadFailed, ediScreen } from './EdiParts.tsx';
import * as styles from './edi.css.ts';

type Snapshot = SnapshotFrom<EdiActorRef>;

/** EDI loan offer (§2 edi-loan-offer-details-page): the terms, the choice and its daily instalment. */
export default ediScreen(OfferView);

function OfferView({ actor, snapshot }: { actor: EdiActorRef; snapshot: Snapshot }) {
  const { title } = EDI_SCREENS.offer;
  const { context } = snapshot;
  if (snapshot.matches({ offer: 'failed' })) {
    return <ReadFailed title="We could not load your offer" error={context.error} actor={actor} />;
  }
  if (snapshot.matches({ offer: 'none' })) {
    return <NothingYet title={title} lead="You have no EDI loan offer right now. New offers show on your dashboard." />;
  }
  const offer = context.read?.offer;
  if (!snapshot.matches({ offer: 'shown' }) || !offer) return <Loading title={title} />;
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
      <ChoiceField
        label="Amount you need"
        numeric="decimal"
        text={[amountText, setAmountText]}
        problem={problem?.field === 'amount' ? problem.message : null}
        onText={(text) => actor.send({ type: 'SET_AMOUNT', amount: parseTypedRupees(text) })}
      />
      <ChoiceField
        label="Tenure in days"
        numeric="numeric"
        text={[daysText, setDaysText]}
        problem={problem?.field === 'tenureDays' ? problem.message : null}
        onText={(text) =>
          actor.send({ type: 'SET_TENURE', tenureDays: /^\d{1,4}$/.test(text.trim()) ? Number(text) : null })
        }
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

/** A field of the choice: what is typed stays as typed; the chart hears each change and answers a moment later. */
function ChoiceField(props: {
  label: string;
  numeric: 'decimal' | 'numeric';
  text: [string, (text: string) => void];
  problem: string | null;
  onText: (text: string) => void;
}) {
  const [value, setValue] = props.text;
  return (
    <TextField
      label={props.label}
      inputMode={props.numeric}
      {...(props.numeric === 'decimal' ? { leadingText: '₹' } : {})}
      value={value}
      error={props.problem}
      onChange={(event) => {
        setValue(event.target.value);
        props.onText(event.target.value);
      }}
    />
  );
}
