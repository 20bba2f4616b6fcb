import { createActor } from 'xstate';
import { bankStatementMachine } from '../../../machines/post-approval/bank-statement.machine.ts';
import { documentsMachine } from '../../../machines/post-approval/documents.machine.ts';
import { documentUploadMachine } from '../../../machines/kit/document-upload.machine.ts';
import { Calls } from './step-fixture.tsx';

// The bank statement and documents screens run on their real child machines (and the real
// documentUpload machine per card); each API-facing actor waits for the test to settle it.

export const INPUT = { applicationId: 'app-1', loanId: 'loan-1' };

const uploads = (calls: Calls) =>
  documentUploadMachine.provide({
    actors: { inspect: calls.actor('inspect'), unlock: calls.actor('unlock'), upload: calls.actor('upload') },
  });

export function createBankStatement() {
  const calls = new Calls();
  const redirects: string[] = [];
  const logic = bankStatementMachine.provide({
    actors: {
      loadStatements: calls.actor('loadStatements'),
      statementUpload: uploads(calls),
      readStatementFile: calls.actor('readStatementFile'),
      submitStatements: calls.actor('submitStatements'),
      skipStatements: calls.actor('skipStatements'),
      startNetBanking: calls.actor('startNetBanking'),
      pollNetBanking: calls.actor('pollNetBanking'),
      createConsent: calls.actor('createConsent'),
      readConsent: calls.actor('readConsent'),
    },
    actions: {
      redirectTo: (_, params) => {
        redirects.push(params.url);
      },
    },
  });
  const actor = createActor(logic, { input: INPUT });
  actor.start();
  return { actor, calls, redirects };
}

export function createDocuments() {
  const calls = new Calls();
  const logic = documentsMachine.provide({
    actors: {
      loadDocuments: calls.actor('loadDocuments'),
      documentUpload: uploads(calls),
      readDocumentFile: calls.actor('readDocumentFile'),
      completeDocuments: calls.actor('completeDocuments'),
    },
  });
  const actor = createActor(logic, { input: INPUT });
  actor.start();
  return { actor, calls };
}
