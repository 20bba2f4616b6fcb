// The dual name / date of birth declaration's rule: the document chosen, its number's shape, the
// declaration confirmed. The formStep chart uses it as its guard (machines/onboarding/form-rules.ts).

export const DOCUMENT_TYPE_MESSAGE = 'Please choose a document';
export const DOCUMENT_NUMBER_MESSAGE = 'Document number must be 4 to 20 letters, digits, / or -';
export const DECLARATION_ACCEPT_MESSAGE = 'Please confirm the declaration to continue';

const DOCUMENT_NUMBER = /^[A-Za-z0-9/-]{4,20}$/;

export function validateDeclaration(values: Readonly<Record<string, string>>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.documentType) errors.documentType = DOCUMENT_TYPE_MESSAGE;
  if (!DOCUMENT_NUMBER.test((values.documentNumber ?? '').trim())) errors.documentNumber = DOCUMENT_NUMBER_MESSAGE;
  if (values.accepted !== 'true') errors.accepted = DECLARATION_ACCEPT_MESSAGE;
  return errors;
}
