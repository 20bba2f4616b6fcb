import { fromPromise } from 'xstate';
import type { DiscrepancyInput, ResolveInput } from '../../../machines/onboarding/discrepancy.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import { getOpsComments, resolveOpsComment } from './api/identity/discrepancy/index.ts';
import type { OpsComment, ResolveCommentAnswer } from '../../../rules/onboarding/discrepancy.ts';

// The discrepancy step's calls (GET comments, PATCH resolve-comment); the onboarding logic
// provides them to the `discrepancy` machine.

export function createDiscrepancyActors(client: ApiClient) {
  return {
    loadComments: fromPromise<OpsComment[], DiscrepancyInput>(
      async ({ input }) => (await getOpsComments(client, input)).comments,
    ),
    resolveComment: fromPromise<ResolveCommentAnswer, ResolveInput>(({ input }) => resolveOpsComment(client, input)),
  };
}
