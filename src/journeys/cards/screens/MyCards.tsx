import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { otpMachine } from '../../../../machines/kit/otp.machine.ts';
import { ChildOtpStep } from '../../../kit/identity/OtpStep.tsx';
import { readingOrFailed } from '../../../kit/ways.tsx';
import { JourneyScreen } from '../../../screens/JourneyScreen.tsx';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import * as parts from '../../../screens/page-parts.css.ts';
import { screenAddress } from '../../../routes/declared-addresses.ts';
import { cardsRuntime } from '../runtime.ts';
import { CardPanel } from './CardPanel.tsx';
import { LimitDialog, LockDialog } from './CardDialogs.tsx';
import { PinEntry } from './PinEntry.tsx';
import { at, type CardsScreenProps } from './snapshot.ts';
import * as styles from './cards.css.ts';

// My Cards (§2 /cards; issue 32, ADR 051): the customer's cards with their PIN, lock and RBI's channel
// controls; setting a PIN takes the page over (the PIN, then its OTP); a lock and a limit ask in a dialog.

const TITLE = 'My cards';

const dashboardLink = (
  <Link className={parts.centredLink} to={screenAddress('Dashboard')}>
    Back to the dashboard
  </Link>
);

export default function MyCards() {
  return <JourneyScreen journey={cardsRuntime}>{(actor, snapshot) => CardsPage({ actor, snapshot })}</JourneyScreen>;
}

/** The PIN's OTP step: the kit's boxes on the chart's otp child; Cancel forgets the PIN. */
const OTP_STEP = { title: 'Confirm your new PIN', changeLabel: 'Cancel' } as const;

function CardsPage(props: CardsScreenProps): ReactNode {
  const { actor, snapshot } = props;
  const step = { matches: (state: 'loading' | 'failed') => at(snapshot, state), context: snapshot.context };
  const reading = readingOrFailed(actor, step, 'We could not load your cards');
  if (reading) return reading;
  if (at(snapshot, 'pinEntry', 'sendingCode')) return <PinEntry {...props} />;
  if (at(snapshot, 'pinOtp')) {
    const otp = snapshot.children.otp as ActorRefFrom<typeof otpMachine> | undefined;
    return <ChildOtpStep {...OTP_STEP} otp={otp} onChangeNumber={() => actor.send({ type: 'CANCEL' })} />;
  }
  return <CardList {...props} />;
}

function CardList(props: CardsScreenProps) {
  const { cards, notice } = props.snapshot.context;
  return (
    <PageFrame title={TITLE} lead="The cards on your credit line. A change shows here once the lender has made it.">
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      {cards === null || cards.length === 0 ? (
        <>
          <p className={styles.plain}>You have no cards yet.</p>
          <p className={styles.muted}>Your card is issued when your credit line is active.</p>
        </>
      ) : (
        cards.map((card) => <CardPanel key={card.id} card={card} {...props} />)
      )}
      {dashboardLink}
      <LockDialog {...props} />
      <LimitDialog {...props} />
    </PageFrame>
  );
}
