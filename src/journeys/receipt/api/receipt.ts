import type { ApiClient } from '../../../api/client.ts';

// A successful payment's receipt (docs/decisions/027-loan-reference-and-receipts.md), downloaded as
// the statement is: a blob read with the customer's token. Its failures come back to the button
// that asked ('hidden' keeps the 401 logout); a PDF's error body is read as JSON by the client (§8),
// so a payment without a receipt (409) or another's (404) has the lender's own sentence.

export type ReceiptRequest = { transactionId: string };

/** The downloaded PDF's name: the payment's own transaction ID, which the borrower sees beside it. */
export function receiptFileName(request: ReceiptRequest): string {
  return `saakh-receipt-${request.transactionId}.pdf`;
}

/** GET /v1/customer/transaction/{id}/receipt: the PDF receipt of one successful payment. */
export async function downloadReceipt(client: ApiClient, request: ReceiptRequest): Promise<Blob> {
  const answer = await client.getBlob(`/v1/customer/transaction/${encodeURIComponent(request.transactionId)}/receipt`, {
    errors: 'hidden',
  });
  return answer.blob;
}
