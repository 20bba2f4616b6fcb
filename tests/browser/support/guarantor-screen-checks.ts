import type { BuiltScreen } from './built-screens.ts';
import { TWO_LOANS, loanSeed, logInGuarantorThroughApi, openGuarantorAt, seedGuarantor } from './guarantor-session.ts';

/** A guarantor screen at the record's status, the pending loan chosen (support/guarantor-session.ts). */
function guarantor(name: string, status: string, path: string, landsOn: RegExp, heading: RegExp, phone: string) {
  return {
    name,
    path,
    landsOn,
    ready: { role: 'heading', name: heading },
    open: (page, request) => openGuarantorAt(page, request, { phone, status, path }),
  } satisfies BuiltScreen;
}

/** The guarantor journey's screens (ADR 011), each where a guarantor's record shows it. */
export const screenChecks: readonly BuiltScreen[] = [
  {
    name: 'Loan Information (guarantor)',
    path: '/loan-info',
    landsOn: /\/loan-info$/,
    ready: { role: 'heading', name: /^loan information$/i },
    open: async (page, request) => {
      // Pending, signed and expired: each card as the guarantor may see it (the expired one's badge is the longest).
      const expired = loanSeed('LN-EXPIRED', {
        businessName: 'Gupta Kirana',
        fullName: 'Ravi Gupta',
        expiresInDays: -1,
      });
      await seedGuarantor(request, '9876500641', { loans: [...TWO_LOANS(), expired] });
      await logInGuarantorThroughApi(page, request, '9876500641');
      await page.goto('/loan-info');
    },
  },
  guarantor(
    'Guarantor Pan Verification',
    'initiated',
    '/guarantor-pan-verification',
    /\/guarantor-pan-verification$/,
    /verify your pan/i,
    '9876500642',
  ),
  guarantor(
    'Guarantor Verification Details',
    'panNumberUpdated',
    '/guarantor-verification-details',
    /\/guarantor-verification-details$/,
    /^your details$/i,
    '9876500643',
  ),
  guarantor(
    'Guarantor Kyc',
    'personalInfoUpdated',
    '/guarantor-kyc',
    /\/guarantor-kyc$/,
    /verify with digilocker/i,
    '9876500644',
  ),
  guarantor(
    'Guarantor KYC Success',
    'digiLockerVerified',
    '/guarantor/kyc-success',
    /\/guarantor\/kyc-success$/,
    /kyc successful/i,
    '9876500645',
  ),
  {
    name: 'Guarantor KYC Failure',
    path: '/guarantor/kyc-failure',
    landsOn: /\/guarantor\/kyc-failure$/,
    ready: { role: 'heading', name: /kyc not completed/i },
    open: async (page, request) => {
      await openGuarantorAt(page, request, {
        phone: '9876500646',
        status: 'personalInfoUpdated',
        path: '/guarantor-kyc',
      });
      await page.getByRole('button', { name: 'Continue to DigiLocker' }).click();
      await page.getByRole('button', { name: 'Deny' }).click();
    },
  },
  {
    name: 'Guarantor Verified',
    path: '/guarantor/guarantor-verified',
    landsOn: /\/guarantor\/guarantor-verified$/,
    ready: { role: 'heading', name: /you are a verified guarantor/i },
    open: (page, request) =>
      openGuarantorAt(page, request, {
        phone: '9876500647',
        status: 'aadharESigned',
        path: '/guarantor/guarantor-verified',
        loans: TWO_LOANS().map((loan) => ({ ...loan, aadharEsignPending: false })),
      }),
  },
  {
    name: 'Guarantor Not Verified',
    path: '/guarantor/guarantor-not-verified',
    landsOn: /\/guarantor\/guarantor-not-verified$/,
    ready: { role: 'heading', name: /not verified yet/i },
    open: async (page, request) => {
      const options = { phone: '9876500648', status: 'digiLockerVerified', path: '/guarantor/kyc-success' };
      await openGuarantorAt(page, request, options);
      await page.getByRole('button', { name: 'Sign with Aadhaar e-sign' }).click();
      await page.getByRole('button', { name: 'Decline' }).click();
    },
  },
  guarantor(
    'Guarantor details (with the lender)',
    'readyForOps',
    '/guarantor/guarantor-details',
    /\/guarantor\/guarantor-details$/,
    /your guarantor details/i,
    '9876500649',
  ),
];
