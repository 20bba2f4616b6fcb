// Whether an address is one of the agreement journey's (./agreement-screens.ts lists them): the one
// check the login route's bundle needs (the guard, the providers), kept apart from the journey's
// table so that table loads with the journey. tests/machines/agreement/agreement-address.test.ts
// holds the two in step.

const ADDRESSES = new Set([
  '/signup/edi-kfs',
  '/signup/loan-agreement',
  '/signup/edi-sanction-letter',
  '/loan-agreement/document',
  '/aadhaar-esign-success',
  '/signup/loan-success',
  '/loan-failure',
  '/signup/loan-activated',
]);

/** The addresses on which the app runs the agreement journey. */
export function isAgreementAddress(pathname: string): boolean {
  return ADDRESSES.has(pathname);
}
