import { inlineAt, type ApplicationRef } from '../calls.ts';
import { registrationAnswerSchema, registrationSkipAnswerSchema, type RegistrationRequest } from './schemas.ts';

/**
 * PATCH /v1/application/{id}/registration-details. Errors: hidden, shown inline on the
 * number (EPL-40011 GSTIN format, EPL-40012 GSTIN check character, EPL-40013 Udyam format).
 */
export const saveRegistrationDetails = inlineAt('v1', 'registration-details').patch(
  registrationAnswerSchema,
  ({ registrationType, registrationNumber }: ApplicationRef & RegistrationRequest) => ({
    registrationType,
    registrationNumber,
  }),
);

/** PATCH /v1/application/{id}/skip-business-registration-proof. Errors: hidden, shown inline. */
export const skipBusinessRegistrationProof = inlineAt('v1', 'skip-business-registration-proof').patch(
  registrationSkipAnswerSchema,
);
