import type { SnapshotFrom } from 'xstate';
import { offerView } from '../../journeys/dashboard/pages-projection.ts';
import { dashboardPagesJourney, type DashboardPagesActorRef } from '../../journeys/dashboard/runtime.ts';
import { JourneyScreen } from '../JourneyScreen.tsx';
import { Button, Loader } from '../../ui/index.ts';
import { Actions, PageFrame, RetryFrame } from '../PageFrame.tsx';
import { BackToDashboard } from './BackToDashboard.tsx';
import * as styles from './dashboard.css.ts';

type Snapshot = SnapshotFrom<DashboardPagesActorRef>;

/** Offer details (§2 /dashboard/details?offerId=…): one offer's terms and the way to use it. */
export default function OfferDetails() {
  return (
    <JourneyScreen journey={dashboardPagesJourney}>
      {(actor, snapshot) => <OfferDetailsScreen actor={actor} snapshot={snapshot} />}
    </JourneyScreen>
  );
}

function OfferDetailsScreen({ actor, snapshot }: { actor: DashboardPagesActorRef; snapshot: Snapshot }) {
  const back = <BackToDashboard />;
  const offer = snapshot.context.offer;
  let view = (
    <PageFrame title="Offer details" busy>
      <Loader />
    </PageFrame>
  );
  if (snapshot.matches({ offer: 'failed' })) {
    view = (
      <RetryFrame
        title="We could not load this offer"
        error={snapshot.context.problem}
        onRetry={() => actor.send({ type: 'RETRY' })}
      >
        {back}
      </RetryFrame>
    );
  } else if (snapshot.matches({ offer: 'gone' })) {
    view = (
      <PageFrame title="This offer is no longer available" lead="It may have ended, or you have already used it.">
        <Actions>{back}</Actions>
      </PageFrame>
    );
  } else if (snapshot.matches({ offer: 'shown' }) && offer) {
    const shown = offerView(offer);
    view = (
      <PageFrame title={shown.title}>
        <h2 id="offer-terms" className={styles.cardTitle}>
          Terms
        </h2>
        <ul className={styles.terms} aria-labelledby="offer-terms">
          {shown.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
        <Actions>
          <Button fullWidth disabled={!snapshot.can({ type: 'APPLY' })} onClick={() => actor.send({ type: 'APPLY' })}>
            Use this offer
          </Button>
          {back}
        </Actions>
      </PageFrame>
    );
  }
  return <>{view}</>;
}
