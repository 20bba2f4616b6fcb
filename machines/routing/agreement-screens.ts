// The agreement journey's screens (ADR 013): one name per screen of the `agreement` machine, the
// address of each, and which addresses create its actor. The machine's `meta.route`, the status
// table's lines and the guard read these, so a path is written once.

export const AGREEMENT_PATHS = {
  kfs: '/signup/edi-kfs',
  agreement: '/signup/loan-agreement',
  sanctionLetter: '/signup/edi-sanction-letter',
  agreementDocument: '/loan-agreement/document',
  eSignReturn: '/aadhaar-esign-success',
  loanSuccess: '/signup/loan-success',
  loanFailure: '/loan-failure',
  activated: '/signup/loan-activated',
} as const;

export type AgreementScreen = keyof typeof AGREEMENT_PATHS;

/** Where the Aadhaar e-sign page sends the browser back (it adds ?requestId=). */
export const ESIGN_RETURN_PATH = AGREEMENT_PATHS.eSignReturn;

// Every address is static (no parameters), so a lookup is the whole match.
const byPath = new Map((Object.entries(AGREEMENT_PATHS) as [AgreementScreen, string][]).map(([k, p]) => [p, k]));

/** The screen an address opens, or null when it is not one of this journey's addresses. */
export function agreementScreenOfPath(pathname: string): AgreementScreen | null {
  return byPath.get(pathname) ?? null;
}

export { isAgreementAddress } from './agreement-address.ts';
