import { assign, setup } from 'xstate';
import type { ProfileDocuments } from '../../rules/post-approval/documents.ts';
import { appCall, messageOf } from '../kit/app-call.ts';
import { readOnceStates } from '../kit/read-once.ts';
import { chartTypes } from '../kit/chart-types.ts';
import { POST_APPROVAL_TABLE_PATHS } from './screens.ts';

// The profile's documents page (§2 /documents, Documents Data): every bank statement and document
// the applicant has uploaded to the lender. A read only; uploading is the post-approval children's.

export const PROFILE_DOCUMENTS_PATH = POST_APPROVAL_TABLE_PATHS.profileDocuments;

export interface ProfileDocumentsContext {
  documents: ProfileDocuments | null;
  error: string | null;
}

export const profileDocumentsMachine = setup({
  types: chartTypes<ProfileDocumentsContext, { type: 'RETRY' }>(),
  actors: {
    // Real implementation: src/journeys/post-approval/profile-documents.ts.
    loadDocuments: appCall<ProfileDocuments, void>('loadDocuments'),
  },
  actions: {
    keepDocuments: assign((_, params: ProfileDocuments) => ({ documents: params, error: null })),
    showError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
  },
}).createMachine({
  id: 'profileDocuments',
  initial: 'loading',
  context: { documents: null, error: null },
  // loading: The Loader while the list is read.
  // shown: The statements and documents, or a sentence saying there are none yet.
  // failed: The problem with Retry.
  states: readOnceStates(PROFILE_DOCUMENTS_PATH, 'loadDocuments', 'keepDocuments'),
});
