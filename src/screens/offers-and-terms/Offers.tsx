import { Link } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { JourneyUrl } from '../../journeys/journey-routing.tsx';
import { offerLine } from '../../journeys/offers-and-terms/projection.ts';
import {
  useOffersAndTerms,
  type OffersAndTermsActorRef,
} from '../../journeys/offers-and-terms/use-offers-and-terms.ts';
import { Loader } from '../../ui/index.ts';
import { Actions, PageFrame, RetryFrame } from '../PageFrame.tsx';
import { BackToDashboard } from './WayOn.tsx';
import * as styles from './offers-and-terms.css.ts';

type Snapshot = SnapshotFrom<OffersAndTermsActorRef>;

/** Your offers (§2 /offers): the offers the customer can take now, each leading to its details. */
export default function Offers() {
  const actor = useOffersAndTerms('offers');
  const snapshot = useSelector(actor ?? undefined, (current: Snapshot | undefined) => current);
  if (!actor || !snapshot) return <Loader />;
  const back = <BackToDashboard />;
  let view = (
    <PageFrame title="Your offers" busy>
      <Loader />
    </PageFrame>
  );
  if (snapshot.matches({ offers: 'failed' })) {
    view = (
      <RetryFrame
        title="We could not load your offers"
        error={snapshot.context.problem}
        onRetry={() => actor.send({ type: 'RETRY' })}
      >
        {back}
      </RetryFrame>
    );
  } else if (snapshot.matches({ offers: 'empty' })) {
    view = (
      <PageFrame title="Your offers" lead="No offers right now. New ones show here when the lender makes them.">
        <Actions>{back}</Actions>
      </PageFrame>
    );
  } else if (snapshot.matches({ offers: 'list' })) {
    view = (
      <PageFrame title="Your offers">
        <ul className={styles.list} aria-label="Your offers">
          {snapshot.context.offers.map(offerLine).map((offer) => (
            <li key={offer.id} className={styles.row}>
              <h2 className={styles.rowTitle}>{offer.headline}</h2>
              <p className={styles.rowDetail}>{offer.detail}</p>
              <Link className={styles.link} to={offer.details} aria-label={`See the details: ${offer.headline}`}>
                See the details
              </Link>
            </li>
          ))}
        </ul>
        <Actions>{back}</Actions>
      </PageFrame>
    );
  }
  return (
    <>
      <JourneyUrl actorRef={actor} />
      {view}
    </>
  );
}
