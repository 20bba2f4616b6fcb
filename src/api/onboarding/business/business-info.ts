import { atApplication, inline, type ApplicationRef } from '../calls.ts';
import { businessInfoAnswerSchema, businessInfoReadSchema, type BusinessInfo } from './schemas.ts';

// Spec versions v1-v3 exist; Saakh uses v3 only (docs/api-contract.md).

/**
 * GET /v3/application/{id}/business-info: saved details, registration, the skip flag, the welcome
 * reward. Errors: hidden.
 */
export const getBusinessInfo = inline.call('get', businessInfoReadSchema, atApplication('v3', 'business-info'));

/** PATCH /v3/application/{id}/business-info. Errors: hidden, shown inline (EPL-40014 on businessPincode). */
export const saveBusinessInfo = inline.call(
  'patch',
  businessInfoAnswerSchema,
  atApplication('v3', 'business-info', ({ applicationId: _, ...body }: ApplicationRef & BusinessInfo) => body),
);
