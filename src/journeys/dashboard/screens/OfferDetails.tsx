import { offerView } from '../pages-projection.ts';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/index.ts';
import { Actions, PageFrame } from '../../../screens/PageFrame.tsx';
import { BackToDashboard } from './BackToDashboard.tsx';
import { ReadFirst } from './ReadFirst.tsx';
import { DashboardPage, type DashboardPageViewProps } from './DashboardPage.tsx';
import * as styles from './dashboard.css.ts';

function Offer({ actor, snapshot }: DashboardPageViewProps) {
  const back = <BackToDashboard />;
  const offer = snapshot.context.offer;
  let view: ReactNode = null;
  if (snapshot.matches({ offer: 'gone' })) {
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
  return (
    <ReadFirst
      actor={actor}
      snapshot={snapshot}
      title="Offer details"
      failed={snapshot.matches({ offer: 'failed' })}
      failedTitle="We could not load this offer"
    >
      {view}
    </ReadFirst>
  );
}

/** Offer details (§2 /dashboard/details?offerId=…): one offer's terms and the way to use it. */
export default function OfferDetails() {
  return <DashboardPage>{(props) => <Offer {...props} />}</DashboardPage>;
}
