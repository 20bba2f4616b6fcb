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

/** Whole years from a YYYY-MM-DD birth date to `today` (UTC); null for a day that does not exist. */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  let age = today.getUTCFullYear() - year;
  if (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)) age -= 1;
  return age;
}
