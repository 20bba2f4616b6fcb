import type { ApiClient } from '../../../api/client.ts';
import { callsWith } from '../../../api/call.ts';
import { agreementSchema, eSignAnswerSchema, eSignStartedSchema } from './schemas.ts';
import type { AgreementDocument } from '../../../../rules/agreement.ts';

// The agreement journey's calls (§7 Credit loan, KFS, E-sign, nbfc-singed-document). Each screen
// shows its own problem with a way on, so errors are 'hidden' from the popup (a 401 still logs
// out, §8). Documents are blobs: an error body among them is read as JSON by the client (§8).
const shown = callsWith({ errors: 'hidden' });
const HIDDEN = { errors: 'hidden' } as const;

type Loan = { loanId: string };
const loan = (loanId: string, rest: string, version = 'v1') =>
  `/${version}/creditloan/${encodeURIComponent(loanId)}/${rest}`;

/** GET /v2/creditloan/{loanId}/loan-document: where the agreement stands. */
export const getAgreement = shown.call('get', agreementSchema, (input: Loan) => ({
  path: loan(input.loanId, 'loan-document', 'v2'),
}));

/**
 * PATCH /v1/creditloan/{loanId}/loan-document { kfsAcknowledged: true, proposalNumber }: the KFS read
 * and acknowledged, by the proposal number on it (a KFS replaced since is refused with EPL-40913).
 */
export const acknowledgeKfs = shown.call('patch', agreementSchema, (input: Loan & { proposalNumber: string }) => ({
  path: loan(input.loanId, 'loan-document'),
  body: { kfsAcknowledged: true, proposalNumber: input.proposalNumber },
}));

/** PATCH /v1/creditloan/{loanId}/loan-sign-method { method }. */
export const chooseSignMethod = shown.call('patch', agreementSchema, (input: Loan & { method: string }) => ({
  path: loan(input.loanId, 'loan-sign-method'),
  body: { method: input.method },
}));

/** POST /v1/aadhar/esign/{loanId} { redirectUrl }: the provider page, which comes back with ?requestId=. */
export const startESign = shown.call('post', eSignStartedSchema, (input: Loan & { redirectUrl: string }) => ({
  path: `/v1/aadhar/esign/${encodeURIComponent(input.loanId)}`,
  body: { redirectUrl: input.redirectUrl },
}));

/** GET /v1/aadhar/esign/{loanId}?requestId=: the request's status, which alone confirms a signature. */
export const getESignStatus = shown.call('get', eSignAnswerSchema, (input: Loan & { requestId: string }) => ({
  path: `/v1/aadhar/esign/${encodeURIComponent(input.loanId)}`,
  searchParams: { requestId: input.requestId },
}));

function documentPath(document: Exclude<AgreementDocument, 'signedAgreement'>, loanId: string): string {
  switch (document) {
    case 'kfs':
      return `/v1/lms/kfs/${encodeURIComponent(loanId)}`;
    case 'sanctionLetter':
      return loan(loanId, 'sanction-document');
    case 'agreement':
      return loan(loanId, 'loan-document');
  }
}

/** One document as a PDF blob. */
export async function readAgreementDocument(
  client: ApiClient,
  input: Loan & { document: AgreementDocument },
): Promise<Blob> {
  const answer =
    input.document === 'signedAgreement'
      ? await client.getBlob('/v1/nbfc-singed-document', { ...HIDDEN, searchParams: { loanId: input.loanId } })
      : await client.getBlob(documentPath(input.document, input.loanId), HIDDEN);
  return answer.blob;
}
