import type { AnyActorRef } from 'xstate';
import { useJourneyChild } from '../runtime/child.ts';
import { useJourney } from '../runtime/JourneyRuntime.tsx';
import { postApprovalJourney, type PostApprovalActorRef } from './runtime.ts';

/** The applicant's post-approval actor; null before it exists. */
export function usePostApprovalActor(): PostApprovalActorRef | null {
  return useJourney(postApprovalJourney);
}

/** The parent's routed children: each invoked by its own id, each drawing screens of its own. */
export type PostApprovalChildId = 'bankStatement' | 'documents';

/** The post-approval child `id` while it runs, else null (the screen shows its Loader). */
export function usePostApprovalChild(parent: AnyActorRef | null, id: PostApprovalChildId): AnyActorRef | null {
  return useJourneyChild(parent, id);
}
