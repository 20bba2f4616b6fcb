import { atApplication, inline, type ApplicationRef } from '../calls.ts';
import { kycModeAnswerSchema, type KycModeRequest } from './schemas.ts';

/** PATCH /v1/application/{id}/personal-kyc: KYC selection (DigiLocker or manual). Errors: hidden, shown inline. */
export const saveKycMode = inline.call(
  'patch',
  kycModeAnswerSchema,
  atApplication('v1', 'personal-kyc', (input: ApplicationRef & KycModeRequest) => ({ kycMode: input.kycMode })),
);
