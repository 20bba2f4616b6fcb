import { inline } from '../calls.ts';
import { businessTypesSchema, educationalQualificationsSchema, ownershipTypesSchema } from './schemas.ts';

// step-3's reference lists: the same for everyone, read when the step loads. Errors: hidden
// (the step's load error with Retry).

/** GET /v1/application/ownership-type */
export const getOwnershipTypes = inline.bare('get', ownershipTypesSchema, '/v1/application/ownership-type');

/** GET /v1/application/educational-qualification */
export const getEducationalQualifications = inline.bare(
  'get',
  educationalQualificationsSchema,
  '/v1/application/educational-qualification',
);

/** GET /v1/application/business-type-and-category: each type with its categories. */
export const getBusinessTypes = inline.bare('get', businessTypesSchema, '/v1/application/business-type-and-category');
