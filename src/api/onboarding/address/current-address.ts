import { atApplication, inline, type ApplicationRef } from '../calls.ts';
import { currentAddressAnswerSchema, type CurrentAddressRequest } from './schemas.ts';

/**
 * POST /v1/application/{id}/current-address. Errors: hidden, shown inline (EPL-40014
 * pincode; EPL-40900 "same as Aadhaar" without an Aadhaar address).
 */
export const saveCurrentAddress = inline.call(
  'post',
  currentAddressAnswerSchema,
  atApplication(
    'v1',
    'current-address',
    ({ applicationId: _, ...body }: ApplicationRef & CurrentAddressRequest) => body,
  ),
);
