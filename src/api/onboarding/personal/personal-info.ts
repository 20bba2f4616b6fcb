import { atApplication, inline, type ApplicationRef } from '../calls.ts';
import { personalInfoAnswerSchema, personalInfoReadSchema, type PersonalInfoRequest } from './schemas.ts';

// Spec versions v1-v4 exist; Saakh uses v4 only (docs/api-contract.md).

/**
 * GET /v4/application/{id}/personal-info: the saved details (null before step-1) and the welcome
 * reward. Errors: hidden (the step's load error).
 */
export const getPersonalInfo = inline.call('get', personalInfoReadSchema, atApplication('v4', 'personal-info'));

/**
 * PATCH /v4/application/{id}/personal-info. Errors: hidden, shown inline (EPL-40017 date of birth,
 * EPL-40019 email).
 */
export const savePersonalInfo = inline.call(
  'patch',
  personalInfoAnswerSchema,
  atApplication('v4', 'personal-info', ({ applicationId: _, ...body }: ApplicationRef & PersonalInfoRequest) => body),
);
