import type { ReactNode } from 'react';
import type { PostApprovalScreen } from '../../../../machines/routing/post-approval-screens.ts';
import type { PostApprovalActorRef } from '../runtime.ts';
import { usePostApprovalActor } from '../use-post-approval.ts';
import { JourneyFrame, journeyPage } from '../../../kit/journey-page.tsx';

// Every post-approval page, wherever its route sits (/signup layout, the Home layout, or none),
// stands in the kit's journey frame (the load failure with Retry). The address is kept in step
// with the journey by its host at the root (src/app/router/RootFrame.tsx).

const LOAD_FAILURE = 'We could not load your application. Please check your connection and try again.';

/** The frame alone, for a page that picks its screen itself (the running child's). */
export function PostApprovalFrame({ actor, children }: { actor: PostApprovalActorRef | null; children: ReactNode }) {
  return (
    <JourneyFrame actor={actor} loadFailure={LOAD_FAILURE}>
      {children}
    </JourneyFrame>
  );
}

/** A post-approval page: the frame, and the screen once the journey is on it. */
export const PostApprovalPage = journeyPage<PostApprovalScreen, PostApprovalActorRef>(
  usePostApprovalActor,
  LOAD_FAILURE,
);
