import * as v from 'valibot';
import { welcomeRewardSchema } from '../../home/schemas.ts';
import { applicationPositionSchema } from '../position.ts';

export const GENDERS = ['male', 'female', 'other'] as const;
export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;

/** step-1 Personal Details as PATCH v4 personal-info takes it. */
export const personalInfoRequestSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  /** YYYY-MM-DD */
  dateOfBirth: v.string(),
  gender: v.picklist(GENDERS),
  email: v.string(),
  maritalStatus: v.optional(v.nullable(v.picklist(MARITAL_STATUSES))),
  fatherName: v.optional(v.nullable(v.string())),
});

/** The saved personal details as the lender answers them. */
export const personalDetailsSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  dateOfBirth: v.string(),
  gender: v.picklist(GENDERS),
  email: v.string(),
  maritalStatus: v.nullable(v.picklist(MARITAL_STATUSES)),
  fatherName: v.nullable(v.string()),
});

export const personalInfoReadSchema = v.object({
  personalInfo: v.nullable(personalDetailsSchema),
  welcomeReward: v.nullable(welcomeRewardSchema),
});

export const personalInfoAnswerSchema = v.object({
  application: applicationPositionSchema,
  personalInfo: personalDetailsSchema,
});

/** Codes that are about one field of the form (the rest are general alerts). */
export const PERSONAL_INFO_FIELD_CODES = {
  'EPL-40017': 'dateOfBirth',
  'EPL-40019': 'email',
} as const;

export type Gender = (typeof GENDERS)[number];
export type PersonalInfoRequest = v.InferOutput<typeof personalInfoRequestSchema>;
export type PersonalDetails = v.InferOutput<typeof personalDetailsSchema>;
