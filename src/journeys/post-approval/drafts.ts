import * as v from 'valibot';
import { POST_APPROVAL_DRAFT_SCREENS, type PostApprovalDrafts } from '../../../machines/post-approval/types.ts';
import { browserLocalStorage, createDraftRecord, typedValuesPer, type DraftRecord } from '../../lib/draft-record.ts';

// What an approved applicant typed on a post-approval screen but did not send, kept across
// reloads: one versioned record for one application, as onboarding's drafts are (ADR 006). The
// machine keeps the record in its context as typed and hands it here whole. Account numbers are
// never in it (the machine leaves them out), nor files. The §4 logout clears it with the rest.

export const POST_APPROVAL_DRAFTS_KEY = 'saakh.post-approval.drafts';

const draftsSchema = v.object({
  version: v.literal(1),
  applicationId: v.pipe(v.string(), v.minLength(1)),
  screens: typedValuesPer(POST_APPROVAL_DRAFT_SCREENS),
});

export type PostApprovalDraftStore = DraftRecord<PostApprovalDrafts>;

export const browserPostApprovalDrafts: PostApprovalDraftStore = createDraftRecord(
  {
    key: POST_APPROVAL_DRAFTS_KEY,
    schema: draftsSchema,
    isEmpty: (drafts) => Object.keys(drafts.screens).length === 0,
    label: 'post-approval drafts',
  },
  browserLocalStorage,
);
