import type { ApiClient, CallOptions } from '../../client.ts';
import { INLINE } from '../calls.ts';
import {
  businessTypesSchema,
  educationalQualificationsSchema,
  ownershipTypesSchema,
  type BusinessTypes,
  type EducationalQualifications,
  type OwnershipTypes,
} from './schemas.ts';

// step-3's reference lists: the same for everyone, read when the step loads. Errors: hidden
// (the step's load error with Retry).

/** GET /v1/application/ownership-type */
export function getOwnershipTypes(client: ApiClient, options: CallOptions = {}): Promise<OwnershipTypes> {
  return client.get('/v1/application/ownership-type', { ...INLINE, ...options, schema: ownershipTypesSchema });
}

/** GET /v1/application/educational-qualification */
export function getEducationalQualifications(
  client: ApiClient,
  options: CallOptions = {},
): Promise<EducationalQualifications> {
  return client.get('/v1/application/educational-qualification', {
    ...INLINE,
    ...options,
    schema: educationalQualificationsSchema,
  });
}

/** GET /v1/application/business-type-and-category: each type with its categories. */
export function getBusinessTypes(client: ApiClient, options: CallOptions = {}): Promise<BusinessTypes> {
  return client.get('/v1/application/business-type-and-category', {
    ...INLINE,
    ...options,
    schema: businessTypesSchema,
  });
}
