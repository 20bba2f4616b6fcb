import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSelector } from '@xstate/react';
import { createActor, type Actor, type AnyMachineSnapshot } from 'xstate';
import { handOverOf } from '../../../machines/routing.ts';
import { apiClient } from '../api-client.ts';
import { getInspect } from '../inspect.ts';
import { createLazyJourneyHolder } from '../lazy-journey.ts';
import { useNavigation } from '../navigation.tsx';
import { provideDashboard, type DashboardLogic } from './provide.ts';

// The dashboard actor of an active credit line (ADR 015): one per showing of the dashboard, so
// every return to it (after a repayment, from another page) reads the line again from the lender.

export type DashboardActorRef = Actor<DashboardLogic>;

const handOver = (snapshot: AnyMachineSnapshot | undefined) =>
  snapshot?.status === 'done' ? handOverOf(snapshot) : null;

export function useDashboardJourney(logic?: DashboardLogic): DashboardActorRef | null {
  const [holder] = useState(() => createLazyJourneyHolder<DashboardActorRef>());
  const actor = useSyncExternalStore(holder.subscribe, holder.current, holder.current);
  const { navigate } = useNavigation();
  const leaving = useSelector(actor ?? undefined, handOver);

  useEffect(() => {
    holder.ensure(() => createActor(logic ?? provideDashboard(apiClient), { inspect: getInspect() }));
    return () => holder.stop();
  }, [holder, logic]);

  // Pay now is the customer's own step: the dashboard stays in the history, so Back returns to it
  // (a hand-over that corrects an address replaces it; this one adds one).
  useEffect(() => {
    if (leaving) navigate(leaving);
  }, [leaving, navigate]);

  return actor;
}
