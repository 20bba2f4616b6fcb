import { atApplication, inline, type ApplicationRef } from '../calls.ts';
import { registrationAnswerSchema, registrationSkipAnswerSchema, type RegistrationRequest } from './schemas.ts';

/**
 * PATCH /v1/application/{id}/registration-details. Errors: hidden, shown inline on the
 * number (EPL-40011 GSTIN format, EPL-40012 GSTIN check character, EPL-40013 Udyam format).
 */
export const saveRegistrationDetails = inline.call(
  'patch',
  registrationAnswerSchema,
  atApplication('v1', 'registration-details', (input: ApplicationRef & RegistrationRequest) => ({
    registrationType: input.registrationType,
    registrationNumber: input.registrationNumber,
  })),
);

/** PATCH /v1/application/{id}/skip-business-registration-proof. Errors: hidden, shown inline. */
export const skipBusinessRegistrationProof = inline.call(
  'patch',
  registrationSkipAnswerSchema,
  atApplication('v1', 'skip-business-registration-proof'),
);
