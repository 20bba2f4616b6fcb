import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import type { OffersAndTermsContext } from '../../../../machines/offers-and-terms/types.ts';
import { OFFERS_AND_TERMS_SCREENS, type OffersAndTermsPage } from '../../../../machines/offers-and-terms/screens.ts';
import { offersAndTermsRuntime, type OffersAndTermsActorRef } from '../runtime.ts';
import { JourneyScreen } from '../../../screens/JourneyScreen.tsx';
import { NAMED_ROUTES } from '../../../routes/named-routes.ts';
import { pathForName } from '../../../routes/route-lookup.ts';
import { Loader } from '../../../ui/index.ts';
import { Actions, PageFrame, RetryFrame } from '../../../screens/PageFrame.tsx';
import * as parts from '../../../screens/page-parts.css.ts';
import * as styles from './offers-and-terms.css.ts';

type Snapshot = SnapshotFrom<OffersAndTermsActorRef>;
type Step = 'loading' | 'failed' | 'empty' | 'list';

interface ReadingPageProps {
  page: OffersAndTermsPage;
  /** What the lender answered, one row each. */
  rows: (context: OffersAndTermsContext) => readonly Row[];
}

/** One item of the list: its heading, a line about it and the way to it. */
export interface Row {
  key: string;
  heading: string;
  detail: string;
  link: ReactNode;
}

const STEPS = ['failed', 'empty', 'list'] as const;

/** Each page's heading when its read failed, and its sentence when the lender answered nothing. */
const WORDS: Readonly<Record<OffersAndTermsPage, { failed: string; empty: string }>> = {
  offers: {
    failed: 'We could not load your offers',
    empty: 'No offers right now. New ones show here when the lender makes them.',
  },
  terms: { failed: 'We could not load your terms', empty: 'No accepted terms on record yet.' },
};

function stepOf(snapshot: Snapshot, page: OffersAndTermsPage): Step {
  return STEPS.find((step) => snapshot.matches(page === 'offers' ? { offers: step } : { terms: step })) ?? 'loading';
}

/** Both screens' page: the Loader, the failure with Retry, the empty sentence or the list, then the way back. */
export function ReadingPage({ page, rows }: ReadingPageProps) {
  return (
    <JourneyScreen journey={offersAndTermsRuntime}>
      {(actor, snapshot) => <ReadingView actor={actor} snapshot={snapshot} page={page} rows={rows} />}
    </JourneyScreen>
  );
}

function ReadingView({
  actor,
  snapshot,
  page,
  rows,
}: ReadingPageProps & { actor: OffersAndTermsActorRef; snapshot: Snapshot }) {
  // The page's title is its screen table's (the browser tab's too).
  const { title } = OFFERS_AND_TERMS_SCREENS[page];
  const { failed, empty } = WORDS[page];
  const back = (
    <Link className={parts.centredLink} to={pathForName(NAMED_ROUTES.dashboard) ?? '/'}>
      Back to the dashboard
    </Link>
  );
  const step = stepOf(snapshot, page);
  const retry = () => actor.send({ type: 'RETRY' });
  return step === 'failed' ? (
    <RetryFrame title={failed} error={snapshot.context.problem} onRetry={retry}>
      {back}
    </RetryFrame>
  ) : (
    <PageFrame title={title} busy={step === 'loading'} lead={step === 'empty' ? empty : undefined}>
      {step === 'loading' ? <Loader /> : null}
      {step === 'list' ? (
        <ul className={styles.list} aria-label={title}>
          {rows(snapshot.context).map((row) => (
            <li key={row.key}>
              <h2>{row.heading}</h2>
              <p>{row.detail}</p>
              {row.link}
            </li>
          ))}
        </ul>
      ) : null}
      {step === 'loading' ? null : <Actions>{back}</Actions>}
    </PageFrame>
  );
}
