import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import type { PaymentRequest, SupplierAccount } from '../../../machines/supplier-account/types.ts';
import { approveRequest, declineRequest, getSupplierAccount } from './api/account.ts';

// The supplier page chart's calls: the account's one read, a request's link and its decline.

export function createSupplierAccountActors(client: ApiClient) {
  return {
    getAccount: fromPromise<SupplierAccount, { supplierId: string | null }>(async ({ input }) => {
      const { account } = await getSupplierAccount(client, input);
      return account;
    }),
    approveRequest: fromPromise<{ linkId: string }, { requestId: string }>(({ input }) =>
      approveRequest(client, input),
    ),
    declineRequest: fromPromise<{ request: PaymentRequest }, { requestId: string }>(({ input }) =>
      declineRequest(client, input),
    ),
  };
}
