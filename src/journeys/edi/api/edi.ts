import { callsWith } from '../../../api/call.ts';
import { wireRupeesFromPaise, type Paise } from '../../../../rules/money/paise.ts';
import type { DisbursementRequest } from '../../../../rules/edi/types.ts';
import { disbursementAnswerSchema, ediOfferReadSchema, lastDisbursementSchema, quoteSchema } from './schemas.ts';

// The EDI journey's calls (§7 calculate-edi and request-disbursement; the offer and the last request
// are the sandbox's, docs/api-contract.md "EDI loans"). Each page shows its own failure (errors
// 'hidden': no popup; a 401 still logs out).

const own = callsWith({ errors: 'hidden' });

/** GET /v1/customer/edi-offer: the offer, the payout account, a request on its way, anything overdue. */
export const getEdiOffer = own.bare('get', ediOfferReadSchema, '/v1/customer/edi-offer');

/** POST /v1/customer/calculate-edi: the daily instalment and the KFS figures for an amount and tenure. */
export const calculateEdi = own.call('post', quoteSchema, (input: { amount: Paise; tenureDays: number }) => ({
  path: '/v1/customer/calculate-edi',
  body: { amount: wireRupeesFromPaise(input.amount), tenureDays: input.tenureDays },
}));

/** GET /v1/customer/edi-kfs: the quote's Key Fact Statement as the lender's PDF. */
export async function readEdiKfsPdf(
  client: Parameters<typeof requestCall>[0],
  input: { amount: Paise; tenureDays: number },
): Promise<Blob> {
  const searchParams = { amount: String(wireRupeesFromPaise(input.amount)), tenureDays: String(input.tenureDays) };
  return (await client.getBlob('/v1/customer/edi-kfs', { errors: 'hidden', searchParams })).blob;
}

const requestCall = own.call('post', disbursementAnswerSchema, (input: DisbursementRequest) => ({
  path: '/v1/customer/request-disbursement',
  body: {
    offerId: input.offerId,
    amount: wireRupeesFromPaise(input.amount),
    tenureDays: input.tenureDays,
    consent: input.consent,
    proposalNumber: input.proposalNumber,
  },
}));

/** POST /v1/customer/request-disbursement with Idempotency-Key: the same key again answers the same request. */
export function requestDisbursement(client: Parameters<typeof requestCall>[0], input: DisbursementRequest) {
  return requestCall(client, input, { idempotencyKey: input.idempotencyKey });
}

/** GET /v1/customer/edi-disbursement: the latest request with its schedule and collections, or null. */
export const getLastDisbursement = own.bare('get', lastDisbursementSchema, '/v1/customer/edi-disbursement');
