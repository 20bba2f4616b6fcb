import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { JourneyUrl } from '../../journeys/journey-routing.tsx';
import { termsLine } from '../../journeys/offers-and-terms/projection.ts';
import {
  useOffersAndTerms,
  type OffersAndTermsActorRef,
} from '../../journeys/offers-and-terms/use-offers-and-terms.ts';
import { Loader, VisuallyHidden } from '../../ui/index.ts';
import { Actions, PageFrame, RetryFrame } from '../PageFrame.tsx';
import { BackToDashboard } from './WayOn.tsx';
import * as styles from './offers-and-terms.css.ts';

type Snapshot = SnapshotFrom<OffersAndTermsActorRef>;

/** Terms you accepted (Tnc, /terms): each version, the date it was accepted and a link to read it. */
export default function Tnc() {
  const actor = useOffersAndTerms('terms');
  const snapshot = useSelector(actor ?? undefined, (current: Snapshot | undefined) => current);
  if (!actor || !snapshot) return <Loader />;
  const back = <BackToDashboard />;
  let view = (
    <PageFrame title="Terms you accepted" busy>
      <Loader />
    </PageFrame>
  );
  if (snapshot.matches({ terms: 'failed' })) {
    view = (
      <RetryFrame
        title="We could not load your terms"
        error={snapshot.context.problem}
        onRetry={() => actor.send({ type: 'RETRY' })}
      >
        {back}
      </RetryFrame>
    );
  } else if (snapshot.matches({ terms: 'empty' })) {
    view = (
      <PageFrame title="Terms you accepted" lead="No accepted terms on record yet.">
        <Actions>{back}</Actions>
      </PageFrame>
    );
  } else if (snapshot.matches({ terms: 'list' })) {
    view = (
      <PageFrame title="Terms you accepted">
        <ul className={styles.list} aria-label="Terms you accepted">
          {snapshot.context.terms.map(termsLine).map((terms) => (
            <li key={terms.tncId} className={styles.row}>
              <h2 className={styles.rowTitle}>{terms.title}</h2>
              <p className={styles.rowDetail}>{terms.accepted}</p>
              {/* The document is a page of its own, opened beside the app. */}
              <a className={styles.link} href={terms.link} target="_blank" rel="noopener noreferrer">
                Read the terms<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
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
