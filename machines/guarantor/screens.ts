import { GUARANTOR_ENTRY } from '../routing/guarantor-entry.ts';
import { pathsOf, type ScreenTable } from '../routing/screen-table.ts';

// The guarantor journey's screens (§4 Guarantor journey, ADR 033), written once: per screen of the
// `guarantor` machine, its name, §2 address (the guarantor layout's absolute and relative ones) and
// title. Who may see which is the guarantor's own status table (machines/routing/guarantor-status.ts),
// keyed by these states; the guarantor's statuses are its record's, not the application's (§4).

export const GUARANTOR_SCREENS = {
  loanInfo: { name: 'LoanInformation', path: GUARANTOR_ENTRY, layout: 'Guarantor' },
  pan: { name: 'GuarantorPanVerification', path: '/guarantor-pan-verification', layout: 'Guarantor' },
  details: { name: 'GuarantorVerificationDetails', path: '/guarantor-verification-details', layout: 'Guarantor' },
  kyc: { name: 'GuarantorKyc', path: '/guarantor-kyc', layout: 'Guarantor', title: 'Guarantor KYC' },
  kycSuccess: {
    name: 'GuarantorKycSuccess',
    routeName: 'Guarantor KYC Success',
    path: '/guarantor/kyc-success',
    layout: 'Guarantor',
  },
  kycFailure: {
    name: 'GuarantorKycFailure',
    routeName: 'Guarantor KYC Failure',
    path: '/guarantor/kyc-failure',
    layout: 'Guarantor',
  },
  verified: { name: 'GuarantorVerified', path: '/guarantor/guarantor-verified', layout: 'Guarantor' },
  notVerified: { name: 'GuarantorNotVerified', path: '/guarantor/guarantor-not-verified', layout: 'Guarantor' },
  guarantorDetails: { name: 'GuarantorDetails', path: '/guarantor/guarantor-details', layout: 'Guarantor' },
} as const satisfies ScreenTable;

export const GUARANTOR_PATHS = pathsOf(GUARANTOR_SCREENS);

export type GuarantorScreen = keyof typeof GUARANTOR_SCREENS;
