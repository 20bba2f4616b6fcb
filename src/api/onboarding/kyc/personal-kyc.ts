import type { ApiClient, CallOptions } from '../../client.ts';
import { INLINE, applicationPath } from '../calls.ts';
import { kycModeAnswerSchema, type KycModeAnswer, type KycModeRequest } from './schemas.ts';

/** PATCH /v1/application/{id}/personal-kyc: KYC selection (DigiLocker or manual). Errors: hidden, shown inline. */
export function saveKycMode(
  client: ApiClient,
  input: { applicationId: string } & KycModeRequest,
  options: CallOptions = {},
): Promise<KycModeAnswer> {
  return client.patch(
    applicationPath('v1', input.applicationId, 'personal-kyc'),
    { kycMode: input.kycMode },
    {
      ...INLINE,
      ...options,
      schema: kycModeAnswerSchema,
    },
  );
}
