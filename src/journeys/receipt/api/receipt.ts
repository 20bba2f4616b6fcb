import type { ApiClient } from '../../../api/client.ts';

// A successful payment's receipt (docs/decisions/027-loan-reference-and-receipts.md), downloaded as
// the statement is: a blob read with the customer's token. Its failures come back to the button
// that asked ('hidden' keeps the 401 logout); a PDF's error body is read as JSON by the client (§8),
// so a payment without a receipt (409) or another's (404) has the lender's own sentence.

/** A payment's receipt, or the tax invoice of a paid processing fee (ADR 049): documents a borrower keeps. */
export type ReceiptRequest = { transactionId: string } | { processingFeeId: string };

/** The downloaded PDF's name: the payment's transaction ID or the fee's ID, which the borrower sees beside it. */
export function receiptFileName(request: ReceiptRequest): string {
  return 'processingFeeId' in request
    ? `saakh-tax-invoice-${request.processingFeeId}.pdf`
    : `saakh-receipt-${request.transactionId}.pdf`;
}

/**
 * GET /v1/customer/transaction/{id}/receipt: the PDF receipt of one successful payment; or
 * GET /v1/repayment/processing-fee/{id}/invoice: the GST tax invoice of a paid processing fee.
 */
export async function downloadReceipt(client: ApiClient, request: ReceiptRequest): Promise<Blob> {
  const path =
    'processingFeeId' in request
      ? `/v1/repayment/processing-fee/${encodeURIComponent(request.processingFeeId)}/invoice`
      : `/v1/customer/transaction/${encodeURIComponent(request.transactionId)}/receipt`;
  const answer = await client.getBlob(path, { errors: 'hidden' });
  return answer.blob;
}
