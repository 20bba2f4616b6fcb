import { callsWith } from '../call.ts';
import {
  eSignAnswerSchema,
  eSignStartedSchema,
  guarantorDigiLockerAnswerSchema,
  guarantorSummarySchema,
  providerPageSchema,
  relationListSchema,
} from './journey-schemas.ts';
import { type GuarantorDetailsInput } from '../../../rules/guarantor.ts';

// The guarantor journey's calls. Each screen shows its own problem with a way on (Retry, or the
// form kept as typed), so no popup stacks on top of it; 'hidden' rather than 'caller' so a 401
// still logs the guarantor out (§8).
const shown = callsWith({ errors: 'hidden' });

const IDENTITY_PROVIDER = 'idfy';
const at = (guarantorId: string, action: string): string =>
  `/v1/guarantor/${encodeURIComponent(guarantorId)}/${action}`;

type Id = { guarantorId: string };

/** GET /v1/guarantor/{id}/summary: §3 guarantor data (status and loans). */
export const getGuarantorSummary = shown.call('get', guarantorSummarySchema, (input: Id) => ({
  path: at(input.guarantorId, 'summary'),
}));

/** GET /v1/guarantor/relation-list: the relations to the applicant a guarantor may declare. */
export const getRelationList = shown.bare('get', relationListSchema, '/v1/guarantor/relation-list');

/** POST /v1/guarantor/{id}/pan. */
export const submitGuarantorPan = shown.call('post', guarantorSummarySchema, (input: Id & { panNumber: string }) => ({
  path: at(input.guarantorId, 'pan'),
  body: { panNumber: input.panNumber },
}));

/** POST /v1/guarantor/{id}/personal-details. */
export const submitGuarantorDetails = shown.call(
  'post',
  guarantorSummarySchema,
  (input: Id & { details: GuarantorDetailsInput }) => ({
    path: at(input.guarantorId, 'personal-details'),
    body: input.details,
  }),
);

/** GET /v1/guarantor/{id}/digilocker-url?redirectUrl=: the provider page, which comes back with ?status=&requestId=. */
export const getGuarantorDigiLockerUrl = shown.call(
  'get',
  providerPageSchema,
  (input: Id & { redirectUrl: string }) => ({
    path: at(input.guarantorId, 'digilocker-url'),
    searchParams: { redirectUrl: input.redirectUrl },
  }),
);

/** GET /v1/idfy/guarantor/{id}/digilocker-status?requestId=: the record decides, not the return query. */
export const getGuarantorDigiLockerStatus = shown.call(
  'get',
  guarantorDigiLockerAnswerSchema,
  (input: Id & { requestId: string }) => ({
    path: `/v1/${IDENTITY_PROVIDER}/guarantor/${encodeURIComponent(input.guarantorId)}/digilocker-status`,
    searchParams: { requestId: input.requestId },
  }),
);

const eSignPath = (guarantorId: string): string => `/v1/aadhar/esign/guarantor/${encodeURIComponent(guarantorId)}`;

/** POST /v1/aadhar/esign/guarantor/{id}: an e-sign request for the chosen loan's guarantee. */
export const startGuarantorESign = shown.call(
  'post',
  eSignStartedSchema,
  (input: Id & { loanId: string; redirectUrl: string }) => ({
    path: eSignPath(input.guarantorId),
    body: { loanId: input.loanId, redirectUrl: input.redirectUrl },
  }),
);

/** GET /v1/aadhar/esign/guarantor/{id}?requestId=: the request's status, which confirms the signature. */
export const getGuarantorESignStatus = shown.call('get', eSignAnswerSchema, (input: Id & { requestId: string }) => ({
  path: eSignPath(input.guarantorId),
  searchParams: { requestId: input.requestId },
}));
