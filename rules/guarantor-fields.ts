import { panError } from './identity/pan.ts';
import { EMAIL_PATTERN, NAME_PATTERN, ageOn } from './onboarding/forms/fields.ts';

// The guarantor's field rules: the guarantor chart's `valid` guard and `showErrors` action. The
// lender checks them again.

export const GUARANTOR_FIELD_MESSAGES = {
  fullNameRequired: 'Please enter your full name',
  fullNameFormat: "Use letters, spaces and . ' - only (up to 50)",
  dateOfBirthRequired: 'Please enter your date of birth',
  dateOfBirthFormat: 'Please enter a real date',
  dateOfBirthAge: 'A guarantor must be 18 or older',
  emailRequired: 'Please enter your email address',
  emailFormat: 'Please enter a valid email address',
  relationRequired: 'Please choose your relation to the applicant',
} as const;

const M = GUARANTOR_FIELD_MESSAGES;

type Rule = (value: string, today: Date) => string | null;

const RULES: Readonly<Record<string, Rule>> = {
  panNumber: (value) => panError(value),
  fullName: (value) => {
    if (value.trim() === '') return M.fullNameRequired;
    return NAME_PATTERN.test(value.trim()) ? null : M.fullNameFormat;
  },
  dateOfBirth: (value, today) => {
    if (value.trim() === '') return M.dateOfBirthRequired;
    const age = ageOn(value.trim(), today);
    if (age === null) return M.dateOfBirthFormat;
    return age < 18 ? M.dateOfBirthAge : null;
  },
  email: (value) => {
    if (value.trim() === '') return M.emailRequired;
    return EMAIL_PATTERN.test(value.trim()) ? null : M.emailFormat;
  },
  relation: (value) => (value === '' ? M.relationRequired : null),
};

/** The errors of the named fields. */
export function guarantorFieldErrors(
  values: Readonly<Record<string, string>>,
  fields: readonly string[],
  today: Date = new Date(),
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const problem = RULES[field]?.(values[field] ?? '', today) ?? null;
    if (problem !== null) errors[field] = problem;
  }
  return errors;
}
