import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import { getAmountPayable, getPaymentHistory, getPaymentStatus } from '../../api/payment/payment.ts';
import { downloadStatement, getCreditStatement } from './api/statement.ts';
import type { Period } from '../../../rules/statement/period.ts';
import type { StatementRead, Transaction } from '../../../machines/statement/types.ts';

// The statement chart's calls: the period's statement with what is owed now, the PDF, the
// payments and one payment's status.

export function createStatementActors(client: ApiClient) {
  return {
    getStatement: fromPromise<StatementRead, Period>(async ({ input }) => {
      const [statement, dues] = await Promise.all([getCreditStatement(client, input), getAmountPayable(client)]);
      return { statement, dues };
    }),
    downloadStatement: fromPromise<Blob, Period>(({ input }) => downloadStatement(client, input)),
    getHistory: fromPromise<{ payments: Transaction[] }, void>(() => getPaymentHistory(client)),
    getPayment: fromPromise<{ transaction: Transaction }, { transactionId: string }>(({ input }) =>
      getPaymentStatus(client, input),
    ),
  };
}
