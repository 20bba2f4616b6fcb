import type { ApiClient, CallOptions } from '../../client.ts';
import { INLINE, applicationPath } from '../calls.ts';
import {
  personalInfoAnswerSchema,
  personalInfoReadSchema,
  type PersonalInfoAnswer,
  type PersonalInfoRead,
  type PersonalInfoRequest,
} from './schemas.ts';

// Spec versions v1-v4 exist; Saakh uses v4 only (docs/api-contract.md).

/**
 * GET /v4/application/{id}/personal-info: the saved details (null before step-1) and the welcome
 * reward. Errors: hidden (the step's load error).
 */
export function getPersonalInfo(
  client: ApiClient,
  input: { applicationId: string },
  options: CallOptions = {},
): Promise<PersonalInfoRead> {
  return client.get(applicationPath('v4', input.applicationId, 'personal-info'), {
    ...INLINE,
    ...options,
    schema: personalInfoReadSchema,
  });
}

/**
 * PATCH /v4/application/{id}/personal-info. Errors: hidden, shown inline (EPL-40017 date of
 * birth, EPL-40019 email).
 */
export function savePersonalInfo(
  client: ApiClient,
  input: { applicationId: string } & PersonalInfoRequest,
  options: CallOptions = {},
): Promise<PersonalInfoAnswer> {
  const { applicationId, ...body } = input;
  return client.patch(applicationPath('v4', applicationId, 'personal-info'), body, {
    ...INLINE,
    ...options,
    schema: personalInfoAnswerSchema,
  });
}
