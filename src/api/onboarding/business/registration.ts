import type { ApiClient, CallOptions } from '../../client.ts';
import { INLINE, applicationPath } from '../calls.ts';
import {
  registrationAnswerSchema,
  registrationSkipAnswerSchema,
  type RegistrationAnswer,
  type RegistrationRequest,
  type RegistrationSkipAnswer,
} from './schemas.ts';

/**
 * PATCH /v1/application/{id}/registration-details. Errors: hidden, shown inline on the
 * number (EPL-40011 GSTIN format, EPL-40012 GSTIN check character, EPL-40013 Udyam format).
 */
export function saveRegistrationDetails(
  client: ApiClient,
  input: { applicationId: string } & RegistrationRequest,
  options: CallOptions = {},
): Promise<RegistrationAnswer> {
  const body = { registrationType: input.registrationType, registrationNumber: input.registrationNumber };
  return client.patch(applicationPath('v1', input.applicationId, 'registration-details'), body, {
    ...INLINE,
    ...options,
    schema: registrationAnswerSchema,
  });
}

/** PATCH /v1/application/{id}/skip-business-registration-proof. Errors: hidden, shown inline. */
export function skipBusinessRegistrationProof(
  client: ApiClient,
  input: { applicationId: string },
  options: CallOptions = {},
): Promise<RegistrationSkipAnswer> {
  return client.patch(
    applicationPath('v1', input.applicationId, 'skip-business-registration-proof'),
    {},
    {
      ...INLINE,
      ...options,
      schema: registrationSkipAnswerSchema,
    },
  );
}
