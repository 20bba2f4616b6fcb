import { DECLARED_SCREENS, type DeclaredScreenName } from '../journeys/registry.ts';
import type { ScreenName } from './screen-names.ts';

// The screens whose journey is not built yet. Each renders the plain "This page is not available
// yet" page. Derived, so building a journey never edits this file: the §2 screens the app did not
// draw when journeys began to be declared (ADR 033), minus those a journey declares now (its
// declaration gives the screen registry their components). screen-registry.ts's type makes the
// list and the registry a partition, so a screen cannot be both missing and built, or neither.
//
// Built before declarations: MobileNo, VerifyOtp, Dashboard and the onboarding screens, the
// payment chart's, the statement chart's and the dashboard pages' (NotificationView, OfferDetails);
// declared since: the journeys of src/journeys/registry.ts.
const UNBUILT_BEFORE_DECLARATIONS = [
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

export type NotAvailableScreen = Exclude<(typeof UNBUILT_BEFORE_DECLARATIONS)[number], DeclaredScreenName>;

const declared: ReadonlySet<string> = new Set(DECLARED_SCREENS.map(({ spec }) => spec.name));

export const NOT_AVAILABLE_SCREENS: readonly NotAvailableScreen[] = UNBUILT_BEFORE_DECLARATIONS.filter(
  (screen): screen is NotAvailableScreen => !declared.has(screen),
);

/** How many screens are still to be built: zero once every journey is. */
export const NOT_AVAILABLE_COUNT: number = NOT_AVAILABLE_SCREENS.length;

const notAvailable: ReadonlySet<ScreenName> = new Set(NOT_AVAILABLE_SCREENS);

export function isNotAvailable(screen: ScreenName): screen is NotAvailableScreen {
  return notAvailable.has(screen);
}
