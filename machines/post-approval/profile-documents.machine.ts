import { assign, setup } from 'xstate';
import type { ProfileDocuments } from '../../rules/post-approval/documents.ts';
import type { ScreenMeta } from '../routing.ts';
import { appCall, messageOf } from '../kit/app-call.ts';
import { withError, withOutput } from '../kit/event-params.ts';
import { chartTypes } from '../kit/chart-types.ts';

// The profile's documents page (§2 /documents, Documents Data): every bank statement and document
// the applicant has uploaded to the lender. A read only; uploading is the post-approval children's.

export const PROFILE_DOCUMENTS_PATH = '/documents';

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
  states: {
    // The Loader while the list is read.
    loading: {
      meta: { route: { path: PROFILE_DOCUMENTS_PATH } },
      invoke: {
        id: 'loadDocuments',
        src: 'loadDocuments',
        onDone: { target: 'shown', actions: withOutput('keepDocuments') },
        onError: { target: 'failed', actions: withError('showError') },
      },
    },
    // The statements and documents, or a sentence saying there are none yet.
    shown: { meta: { route: { path: PROFILE_DOCUMENTS_PATH } } },
    // The problem with Retry.
    failed: { meta: { route: { path: PROFILE_DOCUMENTS_PATH } }, on: { RETRY: { target: 'loading' } } },
  },
});
