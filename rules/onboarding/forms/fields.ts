// Small shared field rules of the onboarding forms; the format rules (PAN, GSTIN, Udyam,
// pincode, Aadhaar) live in rules/identity/.

export type FieldErrors = Record<string, string>;
export type Values = Readonly<Record<string, string>>;

export const valueOf = (values: Values, field: string): string => (values[field] ?? '').trim();

/** Errors for the fields that are empty, with the sentence each shows. */
export function required(values: Values, messages: Readonly<Record<string, string>>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(messages)) if (valueOf(values, field) === '') errors[field] = message;
  return errors;
}

/** Adds `message` for `field` unless it already has one or `problem` is false. */
export function add(errors: FieldErrors, field: string, problem: boolean, message: string): void {
  if (problem && errors[field] === undefined) errors[field] = message;
}

/** Names as the lender takes them: letters, spaces, `.`, `'`, `-`, up to 50. */
export const NAME_PATTERN = /^[A-Za-z][A-Za-z .'-]{0,49}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
