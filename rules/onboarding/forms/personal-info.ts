import { EMAIL_PATTERN, NAME_PATTERN, add, required, valueOf, type FieldErrors, type Values, ageOn } from './fields.ts';

export const PERSONAL_INFO_MESSAGES = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  dateOfBirth: 'Please enter your date of birth',
  gender: 'Please choose your gender',
  email: 'Please enter your email address',
} as const;

export const NAME_FORMAT_MESSAGE = "Use letters, spaces and . ' - only (up to 50)";
export const DATE_FORMAT_MESSAGE = 'Please enter a real date';
export const AGE_MESSAGE = 'You must be between 18 and 75 years old';
export const EMAIL_FORMAT_MESSAGE = 'Please enter a valid email address';

/** step-1 Personal Details; the lender checks the age again on its own today. */
export function validatePersonalInfo(values: Values, today: Date = new Date()): FieldErrors {
  const errors = required(values, PERSONAL_INFO_MESSAGES);
  for (const field of ['firstName', 'lastName', 'fatherName']) {
    const value = valueOf(values, field);
    add(errors, field, value !== '' && !NAME_PATTERN.test(value), NAME_FORMAT_MESSAGE);
  }
  const dateOfBirth = valueOf(values, 'dateOfBirth');
  if (dateOfBirth !== '') {
    const age = ageOn(dateOfBirth, today);
    add(errors, 'dateOfBirth', age === null, DATE_FORMAT_MESSAGE);
    add(errors, 'dateOfBirth', age !== null && (age < 18 || age > 75), AGE_MESSAGE);
  }
  const email = valueOf(values, 'email');
  add(errors, 'email', email !== '' && !EMAIL_PATTERN.test(email), EMAIL_FORMAT_MESSAGE);
  return errors;
}
