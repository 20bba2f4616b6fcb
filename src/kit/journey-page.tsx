import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { Loader } from '../ui/index.ts';
import { MainLandmark } from '../screens/layouts/MainLandmark.tsx';
import { RetryFrame } from '../screens/PageFrame.tsx';

// The frame of a page of a journey whose actor a provider holds (mandate, post-approval): it
// stands in for the journey's states without a screen of their own, the Loader while the journey
// is not yet on the page's screen and the load failure with Retry. The address is kept in step
// with the journey by its provider, not here.

/** What the frame reads of a journey: the state it is in, and why its load failed. */
interface FramedSnapshot {
  matches(state: string): boolean;
  context: { problem?: string | null };
}

export interface JourneyFrameProps {
  actor: AnyActorRef | null;
  /** The sentence shown with Retry when the journey's `loadFailed` state carries no reason. */
  loadFailure: string;
  children: ReactNode;
}

/** The page's landmark, and the journey's load failure with Retry in place of the content. */
export function JourneyFrame({ actor, loadFailure, children }: JourneyFrameProps) {
  const failed = useSelector(actor ?? undefined, (snapshot: FramedSnapshot | undefined) =>
    snapshot?.matches('loadFailed') ? (snapshot.context.problem ?? loadFailure) : null,
  );
  return (
    <MainLandmark>
      {failed !== null && failed !== undefined ? (
        <RetryFrame
          title="Something went wrong"
          heading="plain"
          error={failed}
          onRetry={() => actor?.send({ type: 'RETRY' })}
        />
      ) : (
        children
      )}
    </MainLandmark>
  );
}

/** The journey's actor once it is on `screen`, else null. */
function useOnScreen<A extends AnyActorRef>(actor: A | null, screen: string): A | null {
  const onScreen = useSelector(actor ?? undefined, (snapshot: FramedSnapshot | undefined) =>
    Boolean(snapshot?.matches(screen)),
  );
  return actor && onScreen ? actor : null;
}

function OnScreen<A extends AnyActorRef>({
  actor,
  screen,
  children,
}: {
  actor: A | null;
  screen: string;
  children: (actor: A) => ReactNode;
}) {
  const current = useOnScreen(actor, screen);
  return current ? <>{children(current)}</> : <Loader />;
}

export interface JourneyPageProps<A extends AnyActorRef> extends Omit<JourneyFrameProps, 'actor' | 'children'> {
  actor: A | null;
  /** The state whose screen the page shows; the Loader stands in until the journey is on it. */
  screen: string;
  children: (actor: A) => ReactNode;
}

/** A journey's page: the frame, and the screen once the journey is on it. */
export function JourneyPage<A extends AnyActorRef>({ actor, screen, loadFailure, children }: JourneyPageProps<A>) {
  return (
    <JourneyFrame actor={actor} loadFailure={loadFailure}>
      <OnScreen actor={actor} screen={screen}>
        {children}
      </OnScreen>
    </JourneyFrame>
  );
}

/** The page component of a journey held by a provider: its actor's hook and its load-failure sentence, once. */
export function journeyPage<S extends string, A extends AnyActorRef>(useActor: () => A | null, loadFailure: string) {
  return function Page({ screen, children }: { screen: S; children: (actor: A) => ReactNode }) {
    return (
      <JourneyPage actor={useActor()} screen={screen} loadFailure={loadFailure}>
        {children}
      </JourneyPage>
    );
  };
}
