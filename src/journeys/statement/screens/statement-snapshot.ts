import type { SnapshotFrom } from 'xstate';
import type { statementMachine } from '../../../../machines/statement/statement.machine.ts';
import type { StatementActorRef } from '../runtime.ts';

export type StatementSnapshot = SnapshotFrom<typeof statementMachine>;

export interface StatementViewProps {
  actor: StatementActorRef;
  snapshot: StatementSnapshot;
}

export const STATUS_TEXT = { created: 'Started', pending: 'Pending', success: 'Successful', failed: 'Failed' } as const;

export const METHOD_TEXT = { DEBIT_CARD: 'Debit Card', NET_BANKING: 'Net Banking', UPI: 'UPI' } as const;
