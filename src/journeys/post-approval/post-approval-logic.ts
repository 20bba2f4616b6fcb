import { postApprovalMachine } from '../../../machines/post-approval/post-approval.machine.ts';
import { apiClient } from '../api-client.ts';
import type { LogicDeps } from '../logic-deps.ts';
import { createPostApprovalActors, type PostApprovalActorEnvironment } from './actors.ts';
import { provideBankStatement } from './bank-statement-actors.ts';
import { provideDocuments } from './documents-actors.ts';
import { browserPostApprovalDrafts, type PostApprovalDraftStore } from './drafts.ts';

// The post-approval machine with everything real: its calls, the bank statement and documents
// children, and the drafts. Loaded on demand by its runtime spec (./runtime.ts).

export type PostApprovalDeps = LogicDeps<PostApprovalDraftStore, PostApprovalActorEnvironment>;

export function createAppPostApprovalLogic(deps: PostApprovalDeps = {}) {
  const client = deps.client ?? apiClient;
  const drafts = deps.drafts ?? browserPostApprovalDrafts;
  return postApprovalMachine.provide({
    actors: {
      ...createPostApprovalActors(client, deps.env),
      bankStatement: provideBankStatement(client),
      documents: provideDocuments(client),
    },
    actions: {
      saveDrafts: ({ context }) => drafts.write(context.drafts),
    },
  });
}
