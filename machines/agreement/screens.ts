import { pathsOf, stateOfPath, type ScreenTable } from '../routing/screen-table.ts';

// The agreement journey's screens (ADR 013, ADR 033), written once: per screen of the `agreement`
// machine, its name, address, title and §2 metadata, and the statuses the journey takes over. The
// machine's `meta.route`, the status table, the guard, the route table, the page titles and the
// screen registry (src/journeys/agreement/journey.ts) all read this table.

export const AGREEMENT_SCREENS = {
  kfs: { name: 'EdiKfs', path: '/signup/edi-kfs', layout: 'Onboarding', meta: { displayName: 'Key fact statement' } },
  agreement: { name: 'LoanAgreement', path: '/signup/loan-agreement', layout: 'Onboarding' },
  sanctionLetter: {
    name: 'EdiSanctionLetter',
    path: '/signup/edi-sanction-letter',
    layout: 'Onboarding',
    meta: { displayName: 'Sanction letter' },
  },
  agreementDocument: { name: 'LoanAgreementDocument', path: '/loan-agreement/document', layout: 'Home' },
  // Public: the Aadhaar e-sign page sends the browser back here (it adds ?requestId=).
  eSignReturn: {
    name: 'AadhaarESignSuccess',
    routeName: 'Aadhaar Esign Success',
    path: '/aadhaar-esign-success',
    layout: 'page',
    title: 'Aadhaar e-sign done',
    meta: { requiresAuth: false },
  },
  loanSuccess: { name: 'LoanSuccess', path: '/signup/loan-success', layout: 'page' },
  loanFailure: { name: 'LoanFailure', path: '/loan-failure', layout: 'page' },
  activated: {
    name: 'LoanAutoActivation',
    routeName: 'Loan Activated',
    path: '/signup/loan-activated',
    layout: 'Onboarding',
  },
} as const satisfies ScreenTable;

export type AgreementScreen = keyof typeof AGREEMENT_SCREENS;

export const AGREEMENT_PATHS = pathsOf(AGREEMENT_SCREENS);

/** Where the Aadhaar e-sign page sends the browser back (it adds ?requestId=). */
export const ESIGN_RETURN_PATH = AGREEMENT_PATHS.eSignReturn;

/**
 * The statuses of §4 this journey takes over, and the screen onboarding hands each over to; the
 * guard lets the position open any of the journey's addresses, whose machine places the applicant.
 */
export const AGREEMENT_STATUSES = {
  nbfcApproved: 'agreement',
  opsApproved: 'loanSuccess',
  readyForOps: 'loanSuccess',
} as const satisfies Readonly<Record<string, AgreementScreen>>;

/** The screen an address opens, or null when it is not one of this journey's addresses. */
export function agreementScreenOfPath(pathname: string): AgreementScreen | null {
  return stateOfPath(AGREEMENT_SCREENS, pathname);
}

/** The addresses on which the app runs the agreement journey. */
export function isAgreementAddress(pathname: string): boolean {
  return agreementScreenOfPath(pathname) !== null;
}
