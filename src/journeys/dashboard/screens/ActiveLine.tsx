import { useState } from 'react';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { LinePosition } from '../../../../machines/dashboard/dashboard.machine.ts';
import { dashboardView } from '../projection.ts';
import { dashboardJourney, type DashboardActorRef } from '../runtime.ts';
import { JourneyHost, useJourney } from '../../runtime/JourneyRuntime.tsx';
import { Button, Card, Loader } from '../../../ui/index.ts';
import { Banners } from './Banners.tsx';
import { CreditLineCard } from './CreditLineCard.tsx';
import { DuesCard } from './DuesCard.tsx';
import { RecentPayments } from './RecentPayments.tsx';
import * as styles from './dashboard.css.ts';

const POSITIONS: readonly LinePosition[] = ['owing', 'clear', 'unused'];

type Snapshot = SnapshotFrom<DashboardActorRef>;

const positionOf = (snapshot: Snapshot): LinePosition | null =>
  POSITIONS.find((position) => snapshot.matches(position)) ?? null;

/** The dashboard of an active credit line: the dashboard journey's screen (ADR 015). */
export function ActiveLine() {
  const actor = useJourney(dashboardJourney);
  return (
    <>
      <JourneyHost journey={dashboardJourney} />
      <LineView actor={actor} />
    </>
  );
}

function LineView({ actor }: { actor: DashboardActorRef | null }) {
  const snapshot = useSelector(actor ?? undefined, (current: Snapshot | undefined) => current);
  // Whether the next due date has passed is judged on the day the dashboard opened.
  const [today] = useState(() => Date.now());
  if (!actor || !snapshot) return <Loader />;

  if (snapshot.matches('failed')) {
    return (
      <Card aria-labelledby="dashboard-line-failed">
        <h2 id="dashboard-line-failed" className={styles.cardTitle}>
          We could not load your credit line
        </h2>
        <p className={styles.error} role="alert">
          {snapshot.context.problem}
        </p>
        <Button onClick={() => actor.send({ type: 'RETRY' })}>Retry</Button>
      </Card>
    );
  }

  const position = positionOf(snapshot);
  const view = dashboardView(snapshot.context, today);
  // Loading, or leaving for Pay now.
  if (!position || !view) return <Loader />;
  return (
    <>
      <CreditLineCard figures={view.line} />
      <DuesCard
        position={position}
        totalDue={view.totalDue}
        nextDue={view.nextDue}
        inProgress={view.inProgress}
        creditBalance={view.creditBalance}
        onPayNow={() => actor.send({ type: 'PAY_NOW' })}
      />
      <RecentPayments payments={view.recent} />
      <Banners banners={view.banners} />
    </>
  );
}
