// Whether an address is one of the agreement journey's (./agreement-screens.ts lists them): the one
// check the login route's bundle needs (the guard, the providers), kept apart from the journey's
// table so that table loads with the journey. tests/machines/agreement/agreement-address.test.ts
// holds the two in step.

const SIGNUP_PAGES = 'edi-kfs|loan-agreement|edi-sanction-letter|loan-success|loan-activated';
const AGREEMENT_ADDRESS = new RegExp(
  `^/(?:signup/(?:${SIGNUP_PAGES})|loan-agreement/document|aadhaar-esign-success|loan-failure)$`,
);

/** The addresses on which the app runs the agreement journey. */
export function isAgreementAddress(pathname: string): boolean {
  return AGREEMENT_ADDRESS.test(pathname);
}
