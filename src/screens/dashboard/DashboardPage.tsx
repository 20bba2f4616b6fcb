import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { dashboardPagesJourney, type DashboardPagesActorRef } from '../../journeys/dashboard/runtime.ts';
import { JourneyHost, useJourney } from '../../journeys/runtime/JourneyRuntime.tsx';
import { Loader } from '../../ui/index.ts';

export type DashboardPagesSnapshot = SnapshotFrom<DashboardPagesActorRef>;

export interface DashboardPageViewProps {
  actor: DashboardPagesActorRef;
  snapshot: DashboardPagesSnapshot;
}

/**
 * A page of the dashboard's pages journey (notifications, an offer's details): the journey's host
 * keeps its address in step and follows its hand-overs; the Loader until it runs, then the view.
 */
export function DashboardPage({ children }: { children: (props: DashboardPageViewProps) => ReactNode }) {
  const actor = useJourney(dashboardPagesJourney);
  const snapshot = useSelector(actor ?? undefined, (current: DashboardPagesSnapshot | undefined) => current);
  return (
    <>
      <JourneyHost journey={dashboardPagesJourney} />
      {actor && snapshot ? children({ actor, snapshot }) : <Loader />}
    </>
  );
}
