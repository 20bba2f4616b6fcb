import type { AnyStateMachine } from 'xstate';
import { postApprovalMachine } from './post-approval.machine.ts';
import { bankStatementMachine } from './bank-statement.machine.ts';
import { documentsMachine } from './documents.machine.ts';
import { profileDocumentsMachine } from './profile-documents.machine.ts';

// The post-approval journey, the children it invokes and the profile documents page.
// The folder's charts by machine id, each tested on its own: for the tests and scripts
// (machines/index.ts is generated from every folder's charts.ts, ADR 038); the app imports each where it runs.
export const charts = {
  postApproval: postApprovalMachine,
  bankStatement: bankStatementMachine,
  documents: documentsMachine,
  profileDocuments: profileDocumentsMachine,
} as const satisfies Record<string, AnyStateMachine>;
