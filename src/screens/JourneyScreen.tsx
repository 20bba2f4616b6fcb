import type { ReactNode } from 'react';
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
