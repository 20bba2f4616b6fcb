import type { ApiClient, CallOptions } from '../../client.ts';
import { INLINE, applicationPath } from '../calls.ts';
import {
  businessInfoAnswerSchema,
  businessInfoReadSchema,
  type BusinessInfo,
  type BusinessInfoAnswer,
  type BusinessInfoRead,
} from './schemas.ts';

// Spec versions v1-v3 exist; Saakh uses v3 only (docs/api-contract.md).

/**
 * GET /v3/application/{id}/business-info: saved details, registration, the skip flag, the
 * welcome reward. Errors: hidden.
 */
export function getBusinessInfo(
  client: ApiClient,
  input: { applicationId: string },
  options: CallOptions = {},
): Promise<BusinessInfoRead> {
  return client.get(applicationPath('v3', input.applicationId, 'business-info'), {
    ...INLINE,
    ...options,
    schema: businessInfoReadSchema,
  });
}

/** PATCH /v3/application/{id}/business-info. Errors: hidden, shown inline (EPL-40014 on businessPincode). */
export function saveBusinessInfo(
  client: ApiClient,
  input: { applicationId: string } & BusinessInfo,
  options: CallOptions = {},
): Promise<BusinessInfoAnswer> {
  const { applicationId, ...body } = input;
  return client.patch(applicationPath('v3', applicationId, 'business-info'), body, {
    ...INLINE,
    ...options,
    schema: businessInfoAnswerSchema,
  });
}
