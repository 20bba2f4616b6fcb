import * as v from 'valibot';
import {
  POST_APPROVAL_DRAFT_SCREENS,
  type PostApprovalDraftScreen,
  type PostApprovalDrafts,
} from '../../../machines/post-approval/types.ts';
import { browserLocalStorage, createDraftRecord, type DraftRecord } from '../../lib/draft-record.ts';
import type { StorageBackend } from '../../lib/storage.ts';

// What an approved applicant typed on a post-approval screen but did not send, kept across
// reloads: one versioned record for one application, as onboarding's drafts are (ADR 006). The
// machine keeps the record in its context as typed and hands it here whole. Account numbers are
// never in it (the machine leaves them out), nor files. The §4 logout clears it with the rest.

export const POST_APPROVAL_DRAFTS_KEY = 'saakh.post-approval.drafts';

const valuesSchema = v.record(v.string(), v.string());
const draftsSchema = v.object({
  version: v.literal(1),
  applicationId: v.pipe(v.string(), v.minLength(1)),
  screens: v.partial(
    v.object(
      Object.fromEntries(POST_APPROVAL_DRAFT_SCREENS.map((screen) => [screen, valuesSchema])) as Record<
        PostApprovalDraftScreen,
        typeof valuesSchema
      >,
    ),
  ),
});

export type PostApprovalDraftStore = DraftRecord<PostApprovalDrafts>;

export function createPostApprovalDraftStore(
  backend: () => StorageBackend | null,
  logger?: Pick<Console, 'warn'>,
): PostApprovalDraftStore {
  return createDraftRecord(
    {
      key: POST_APPROVAL_DRAFTS_KEY,
      schema: draftsSchema,
      isEmpty: (drafts) => Object.keys(drafts.screens).length === 0,
      label: 'post-approval drafts',
    },
    backend,
    logger,
  );
}

export const browserPostApprovalDrafts = createPostApprovalDraftStore(browserLocalStorage);
