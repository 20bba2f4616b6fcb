import type { ApiClient } from '../../../api/client.ts';
import { callsWith } from '../../../api/call.ts';
import { INLINE, fileForm, inline, upload } from '../../../api/onboarding/calls.ts';
import type { ApplicationRef } from '../../../api/onboarding/calls.ts';
import { availabilitySchema, banksSchema, mandateStatusSchema, startedSchema, submissionSchema } from './schemas.ts';

// The repayment mandate (§7 Mandate). Every failure is shown on the screen, so no call raises
// the popup; the e-mandate request is a KYC call, whose EPL-10000 reaches the caller as the code (§8).

/** The sponsor bank (§7 {esign-provider}) and the UPI wallet (§7 {wallet-provider}), as paths name them. */
export const SPONSOR_BANK = 'sponsorbank';
export const WALLET = 'upi';

const kyc = callsWith({ ...INLINE, passCodeToCaller: true });
const emandatePath = (version: string, applicationId: string, rest: string) =>
  `/${version}/emandate/${encodeURIComponent(applicationId)}/${rest}`;

/** GET /v6/emandate/{id}/mandate/availability?loanId=: the modes the bank on file supports now. */
export const getAvailability = inline.call('get', availabilitySchema, (input: ApplicationRef & { loanId: string }) => ({
  path: emandatePath('v6', input.applicationId, 'mandate/availability'),
  searchParams: { loanId: input.loanId },
}));

/** GET /v5/emandate/{id}/banks/: the bank of the IFSC on file (uuid and name). */
export const getMandateBanks = inline.call('get', banksSchema, (input: ApplicationRef) => ({
  path: emandatePath('v5', input.applicationId, 'banks'),
}));

/** POST /v1/emandate/{esign-provider}/request { mode, redirectUrl }: the sponsor bank's page to open. */
export const requestEmandate = kyc.call(
  'post',
  startedSchema,
  (input: { mode: 'netBanking' | 'debitCard'; redirectUrl: string }) => ({
    path: `/v1/emandate/${SPONSOR_BANK}/request`,
    body: { mode: input.mode, redirectUrl: input.redirectUrl },
  }),
);

/** POST /v1/emandate/nach/request: a physical NACH mandate, whose form is then downloaded. */
export const requestNach = inline.bare('post', startedSchema, '/v1/emandate/nach/request');

/** POST /v1/emandate/init-{wallet}-subscription: a UPI AutoPay request, approved in the UPI app. */
export const initUpiSubscription = inline.bare('post', startedSchema, `/v1/emandate/init-${WALLET}-subscription`);

/** GET /v1/emandate/register/{id}: the latest attempt as the bank reports it (the truth after a return). */
export const readMandateStatus = inline.call('get', mandateStatusSchema, (input: ApplicationRef) => ({
  path: `/v1/emandate/register/${encodeURIComponent(input.applicationId)}`,
}));

/** GET /v1/emandate/register-{wallet}-mandate: the UPI mandate's state, polled while the app waits. */
export const pollUpiMandate = inline.bare('get', mandateStatusSchema, `/v1/emandate/register-${WALLET}-mandate`);

/** GET /v2/emandate/{id}/nach-template/{mandateUid}: the filled NACH form (a PDF). */
export async function downloadNachTemplate(
  client: ApiClient,
  input: ApplicationRef & { mandateId: string },
): Promise<Blob> {
  const path = emandatePath('v2', input.applicationId, `nach-template/${encodeURIComponent(input.mandateId)}`);
  return (await client.getBlob(path, INLINE)).blob;
}

/** PATCH /v2/emandate/{id}/nach-mandate/{loanId} (multipart `file`): the signed form's scan. */
export const uploadNachMandate = upload.call(
  'patch',
  mandateStatusSchema,
  (input: ApplicationRef & { loanId: string; file: File }) => ({
    path: emandatePath('v2', input.applicationId, `nach-mandate/${encodeURIComponent(input.loanId)}`),
    form: fileForm('file', input.file),
  }),
);

/** PATCH /v1/creditloan/{loanId}/post-approval-submission: a registered mandate hands over to the agreement. */
export const submitAfterMandate = inline.call('patch', submissionSchema, (input: { loanId: string }) => ({
  path: `/v1/creditloan/${encodeURIComponent(input.loanId)}/post-approval-submission`,
}));
