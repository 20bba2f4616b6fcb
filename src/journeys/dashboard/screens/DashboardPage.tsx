import type { ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import { dashboardPagesJourney, type DashboardPagesActorRef } from '../runtime.ts';
import { JourneyScreen } from '../../../screens/JourneyScreen.tsx';

export type DashboardPagesSnapshot = SnapshotFrom<DashboardPagesActorRef>;

export interface DashboardPageViewProps {
  actor: DashboardPagesActorRef;
  snapshot: DashboardPagesSnapshot;
}

/** A page of the dashboard's pages journey (notifications, an offer's details), drawn from its state. */
export function DashboardPage({ children }: { children: (props: DashboardPageViewProps) => ReactNode }) {
  return (
    <JourneyScreen journey={dashboardPagesJourney}>{(actor, snapshot) => children({ actor, snapshot })}</JourneyScreen>
  );
}
