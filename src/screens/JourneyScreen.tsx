import type { ComponentType, ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { Actor, AnyStateMachine, SnapshotFrom } from 'xstate';
import { JourneyHost, useJourney } from '../journeys/runtime/JourneyRuntime.tsx';
import type { JourneySpec } from '../journeys/runtime/spec.ts';
import { Loader } from '../ui/index.ts';

/**
 * A page that draws one journey's state (ADR 034): its host (address in step, hand-overs), the
 * Loader until the journey's actor exists, then the page drawn from its snapshot.
 */
export function JourneyScreen<TLogic extends AnyStateMachine>({
  journey,
  children,
}: {
  journey: JourneySpec<TLogic>;
  children: (actor: Actor<TLogic>, snapshot: SnapshotFrom<TLogic>) => ReactNode;
}) {
  const actor = useJourney(journey);
  const snapshot = useSelector(actor ?? undefined, (current) => current) as SnapshotFrom<TLogic> | undefined;
  return (
    <>
      <JourneyHost journey={journey} />
      {actor && snapshot ? children(actor, snapshot) : <Loader />}
    </>
  );
}

/** What a journey's page view is given: the journey's actor and its snapshot. */
export interface JourneyViewProps<TLogic extends AnyStateMachine> {
  actor: Actor<TLogic>;
  snapshot: SnapshotFrom<TLogic>;
}

/** A screen that is one view of its journey (settings, refer and earn): the JourneyScreen around it. */
export function journeyScreen<TLogic extends AnyStateMachine>(
  journey: JourneySpec<TLogic>,
  View: ComponentType<JourneyViewProps<TLogic>>,
): () => ReactNode {
  return function Screen() {
    return (
      <JourneyScreen journey={journey}>{(actor, snapshot) => <View actor={actor} snapshot={snapshot} />}</JourneyScreen>
    );
  };
}
