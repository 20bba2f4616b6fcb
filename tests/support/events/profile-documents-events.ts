import type { ProfileDocuments } from '../../../rules/post-approval/documents.ts';
import { named } from './named.ts';

// The sample events of the `profileDocuments` journey (/documents), for both runners: the list
// answers one statement and one document (what the browser uploads first), or fails with this
// message.

export const PROFILE_DOCUMENTS_FAULT = 'Your documents are unavailable for a moment.';

const file = (kind: string, fileName: string, contentType: string) => ({
  id: `held-${kind}`,
  kind,
  documentType: null,
  side: null,
  fileName,
  size: 68,
  contentType,
  sha256: 'ef'.repeat(32),
  uploadedAt: '2026-01-15T10:00:00.000Z',
});

export const HELD_DOCUMENTS: ProfileDocuments = named('a statement and an identity proof', {
  statements: [file('bankStatement', 'statement.pdf', 'application/pdf')],
  documents: [file('id-proof', 'pan.png', 'image/png')],
  // No loan agreement yet: the lender's documents appear once it exists.
  loanDocuments: [],
});

export const profileDocumentsEvents = [
  { type: 'xstate.done.actor.loadDocuments', output: HELD_DOCUMENTS },
  { type: 'xstate.error.actor.loadDocuments', error: new Error(PROFILE_DOCUMENTS_FAULT) },
] as const;
