import type { ReactNode } from 'react';
import { JourneyScreen } from '../../../screens/JourneyScreen.tsx';
import { RetryRead } from '../../../kit/ways.tsx';
import { Loader } from '../../../ui/index.ts';
import { rewardsJourney, type RewardsActorRef } from '../runtime.ts';
import type { RewardsScreenProps, RewardsSnapshot } from './snapshot.ts';
import { RewardStatement } from './RewardStatement.tsx';
import { RewardSchemes } from './RewardSchemes.tsx';
import { RewardSchemeDetails } from './RewardSchemeDetails.tsx';

/**
 * Every rewards address draws the chart's own state (the chart keeps the address in step, ADR 003):
 * the Loader while the statement is read, Retry when that read failed.
 */
export default function RewardsView() {
  const draw = (actor: RewardsActorRef, snapshot: RewardsSnapshot) => (
    <RewardsState actor={actor} snapshot={snapshot} />
  );
  return <JourneyScreen journey={rewardsJourney}>{draw}</JourneyScreen>;
}

function RewardsState(props: RewardsScreenProps): ReactNode {
  const { snapshot } = props;
  if (snapshot.matches('failed')) {
    return <RetryRead actor={props.actor} title="We could not load your rewards" error={snapshot.context.error} />;
  }
  if (snapshot.matches('statement')) return <RewardStatement {...props} />;
  if (snapshot.matches('schemes')) return <RewardSchemes {...props} />;
  if (snapshot.matches('details')) return <RewardSchemeDetails {...props} />;
  return <Loader />;
}
