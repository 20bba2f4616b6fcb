import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { JourneyUrl, useJourneyHandOver } from '../../journeys/journey-routing.tsx';
import { useDashboardPages, type DashboardPagesActorRef } from '../../journeys/dashboard/pages-journey.ts';
import { Loader } from '../../ui/index.ts';

export type DashboardPagesSnapshot = SnapshotFrom<DashboardPagesActorRef>;

export interface DashboardPageViewProps {
  actor: DashboardPagesActorRef;
  snapshot: DashboardPagesSnapshot;
}

/**
 * A page of the dashboard's pages journey (notifications, an offer's details): the journey taken
 * over from the page before, its address kept in step, the Loader until it runs, then the view.
 */
export function DashboardPage({ children }: { children: (props: DashboardPageViewProps) => ReactNode }) {
  const actor = useDashboardPages();
  const snapshot = useSelector(actor ?? undefined, (current: DashboardPagesSnapshot | undefined) => current);
  useJourneyHandOver(actor);
  if (!actor || !snapshot) return <Loader />;
  return (
    <>
      <JourneyUrl actorRef={actor} />
      {children({ actor, snapshot })}
    </>
  );
}
