import { mobileError } from '../login.ts';
import { aadhaarError } from '../identity/aadhaar.ts';
import { gstinError } from '../identity/gstin.ts';
import { udyamError } from '../identity/udyam.ts';

// The identity steps' field rules: the kyc, gst and udyam charts' `valid` guard and `showErrors`
// action. Their OTPs' rule is the otp child's own.

/** The fields a submit checks; the guard and action read them from the params. */
export interface FieldsParams {
  fields: readonly string[];
}

export const GST_USERNAME_MESSAGE = 'Your GST username is 8 to 15 letters, digits, dots, underscores or hyphens';
export const GST_USERNAME_REQUIRED_MESSAGE = 'Please enter your GST portal username';
export const GST_CONSENT_MESSAGE = 'Please agree to share your GST returns to continue';
export const UDYAM_CHOICE_MESSAGE = 'Please choose the Udyam registration to use';
export const LOOKUP_MESSAGE = 'Please choose how to find your Udyam registration';

const GST_USERNAME = /^[A-Za-z0-9._-]{8,15}$/;

type Rule = (value: string) => string | null;

const RULES: Readonly<Record<string, Rule>> = {
  aadhaarNumber: aadhaarError,
  gstin: gstinError,
  username: (value) =>
    value.trim() === '' ? GST_USERNAME_REQUIRED_MESSAGE : GST_USERNAME.test(value.trim()) ? null : GST_USERNAME_MESSAGE,
  consent: (value) => (value === 'true' ? null : GST_CONSENT_MESSAGE),
  lookup: (value) => (value === 'number' || value === 'mobile' ? null : LOOKUP_MESSAGE),
  udyamNumber: udyamError,
  mobile: mobileError,
  selected: (value) => (value === '' ? UDYAM_CHOICE_MESSAGE : null),
};

/** The errors of the named fields; a field without a rule is never in error. */
export function identityFieldErrors(
  values: Readonly<Record<string, string>>,
  fields: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const problem = RULES[field]?.(values[field] ?? '') ?? null;
    if (problem !== null) errors[field] = problem;
  }
  return errors;
}

type FormContext = { values: Record<string, string>; errors: Record<string, string> };

/** The `valid` guard's answer: none of the fields has an error. */
export function fieldsValid(context: FormContext, params: FieldsParams): boolean {
  return Object.keys(identityFieldErrors(context.values, params.fields)).length === 0;
}

/** What the `showErrors` action assigns: the fields' errors over the ones already shown. */
export function withFieldErrors(context: FormContext, params: FieldsParams): Pick<FormContext, 'errors'> {
  return { errors: { ...context.errors, ...identityFieldErrors(context.values, params.fields) } };
}
