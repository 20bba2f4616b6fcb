import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { postApprovalMachine } from '../../../machines/post-approval/post-approval.machine.ts';
import type { PostApprovalScreen } from '../../../machines/routing/post-approval-screens.ts';
import type { PostApprovalActorRef } from '../../journeys/post-approval/runtime.ts';
import { usePostApprovalActor } from '../../journeys/post-approval/use-post-approval.ts';
import { Loader } from '../../ui/index.ts';
import { MainLandmark } from '../layouts/MainLandmark.tsx';
import { RetryFrame } from '../PageFrame.tsx';

// The frame of every post-approval page, wherever its route sits (/signup layout, the Home layout,
// or none): it stands in for the journey's states without a screen (the load failure with Retry).
// The address is kept in step with the journey by its host at the root (src/app/router/RootFrame.tsx).

export type PostApprovalSnapshot = SnapshotFrom<typeof postApprovalMachine>;

const LOAD_FALLBACK = 'We could not load your application. Please check your connection and try again.';

function FrameBody({ actor, children }: { actor: PostApprovalActorRef | null; children: ReactNode }) {
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

export function PostApprovalFrame({ actor, children }: { actor: PostApprovalActorRef | null; children: ReactNode }) {
  return (
    <MainLandmark>
      <FrameBody actor={actor}>{children}</FrameBody>
    </MainLandmark>
  );
}

/** The journey when it is on `screen`, else null (the page shows the Loader meanwhile). */
export function usePostApprovalScreen(screen: PostApprovalScreen): PostApprovalActorRef | null {
  const actor = usePostApprovalActor();
  const onScreen = useSelector(actor ?? undefined, (snapshot) => snapshot?.matches(screen) ?? false);
  return actor && onScreen ? actor : null;
}

/** A post-approval page: the frame, and the screen once the journey is on it. */
export function PostApprovalPage({
  screen,
  children,
}: {
  screen: PostApprovalScreen;
  children: (actor: PostApprovalActorRef) => ReactNode;
}) {
  return (
    <PostApprovalFrame actor={usePostApprovalActor()}>
      <OnScreen screen={screen}>{children}</OnScreen>
    </PostApprovalFrame>
  );
}

function OnScreen({
  screen,
  children,
}: {
  screen: PostApprovalScreen;
  children: (actor: PostApprovalActorRef) => ReactNode;
}) {
  const actor = usePostApprovalScreen(screen);
  return actor ? <>{children(actor)}</> : <Loader />;
}
