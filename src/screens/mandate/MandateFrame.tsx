import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { MandateScreen } from '../../../machines/mandate/screens.ts';
import { useMandateActor, type MandateActorRef } from '../../journeys/mandate/MandateProvider.tsx';
import { Loader } from '../../ui/index.ts';
import { MainLandmark } from '../layouts/MainLandmark.tsx';
import { RetryFrame } from '../PageFrame.tsx';

// The frame of every mandate page: it stands in for the journey's states without a screen (the
// Loader while home and the status load, the load failure with Retry). The address is kept in
// step with the journey by MandateProvider.

const LOAD_FALLBACK = 'We could not load your repayment set-up. Please check your connection and try again.';

function FrameBody({ actor, children }: { actor: MandateActorRef | null; children: ReactNode }) {
  const failed = useSelector(actor ?? undefined, (snapshot) =>
    snapshot?.matches('loadFailed') ? (snapshot.context.problem ?? LOAD_FALLBACK) : null,
  );
  if (failed !== null && failed !== undefined) {
    return (
      <RetryFrame
        title="Something went wrong"
        heading="plain"
        error={failed}
        onRetry={() => actor?.send({ type: 'RETRY' })}
      />
    );
  }
  return <>{children}</>;
}

function OnScreen({ screen, children }: { screen: MandateScreen; children: (actor: MandateActorRef) => ReactNode }) {
  const actor = useMandateActor();
  const onScreen = useSelector(actor ?? undefined, (snapshot) => snapshot?.matches(screen) ?? false);
  return actor && onScreen ? <>{children(actor)}</> : <Loader />;
}

/** A mandate page: the frame, and the screen once the journey is on it. */
export function MandatePage({
  screen,
  children,
}: {
  screen: MandateScreen;
  children: (actor: MandateActorRef) => ReactNode;
}) {
  const actor = useMandateActor();
  return (
    <MainLandmark>
      <FrameBody actor={actor}>
        <OnScreen screen={screen}>{children}</OnScreen>
      </FrameBody>
    </MainLandmark>
  );
}
