import { callsWith } from '../../../api/call.ts';
import { accountAnswerSchema, linkAnswerSchema, requestAnswerSchema } from './schemas.ts';

// The supplier page's calls (ADR 047). §8: their failures come back to the screen that made them,
// beside Retry or the way on (no popup); 'hidden' keeps the 401 logout.
const own = callsWith({ errors: 'hidden' });

/** GET /v1/customer/supplier-accounts/{id}, or every supplier's without one. */
export const getSupplierAccount = own.call('get', accountAnswerSchema, (input: { supplierId: string | null }) => ({
  path:
    input.supplierId === null
      ? '/v1/customer/supplier-accounts'
      : `/v1/customer/supplier-accounts/${encodeURIComponent(input.supplierId)}`,
}));

/** POST /v1/customer/pending-requests/{id}/approve: the payment link that opens the request's spend. */
export const approveRequest = own.call('post', linkAnswerSchema, (input: { requestId: string }) => ({
  path: `/v1/customer/pending-requests/${encodeURIComponent(input.requestId)}/approve`,
}));

/** POST /v1/customer/pending-requests/{id}/decline. */
export const declineRequest = own.call('post', requestAnswerSchema, (input: { requestId: string }) => ({
  path: `/v1/customer/pending-requests/${encodeURIComponent(input.requestId)}/decline`,
  body: {},
}));
