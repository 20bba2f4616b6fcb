import type { ScreenName } from './screen-names.ts';

// The ONE list of screens whose journey is not built yet. Each renders the plain
// "This page is not available yet" page. Building a journey removes its screens from here (and
// from screen-names.ts) and declares them (src/journeys/registry.ts, ADR 033); the screen registry's
// type makes the two a partition, so a screen cannot be both missing and built, or neither.
//
// Built so far: MobileNo, VerifyOtp, Dashboard and the onboarding screens (PreApprovalStep1,
// PreApprovalKycSelection, PreApprovalStep2, PersonalAddress, ...), the guarantor screens, the
// agreement screens, the payment chart's (PayNow, PaymentMethods, PaymentSuccess, PaymentFailure,
// TransactionDetails, ProcessingFee, ProcessingFeeResult), the statement chart's (CreditStatement,
// downloadStatement, PaymentHistory) and the dashboard pages' (NotificationView, OfferDetails).
export const NOT_AVAILABLE_SCREENS = [
  'AddSupplier',
  'ClearPaymentDue',
  'EdiDisbursementRequest',
  'EdiLoanOfferDetailsPage',
  'InviteSupplier',
  'LastEdiDisbursement',
  'MakeInvoicePayment',
  'MyCards',
  'MyProfile',
  'Offers',
  'PendingPaymentDetails',
  'PendingRequests',
  'QuickPayment',
  'QuickPaymentFail',
  'QuickPaymentOTP',
  'QuickPaymentSuccess',
  'ReferAndEarn',
  'Rewards',
  'RewardSchemeDetails',
  'RewardSchemes',
  'RewardStatement',
  'SelectSupplier',
  'SendInviteSupplier',
  'Setting',
  'SupplierParent',
  'SupplierPaymentHistory',
  'SupplierPendingPayments',
  'Suppliers',
  'Tnc',
  'UploadInvoice',
] as const satisfies readonly ScreenName[];

export type NotAvailableScreen = (typeof NOT_AVAILABLE_SCREENS)[number];

/** How many screens are still to be built: zero once every journey is. */
export const NOT_AVAILABLE_COUNT: number = NOT_AVAILABLE_SCREENS.length;

const notAvailable: ReadonlySet<ScreenName> = new Set(NOT_AVAILABLE_SCREENS);

export function isNotAvailable(screen: ScreenName): screen is NotAvailableScreen {
  return notAvailable.has(screen);
}
