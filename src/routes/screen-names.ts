import { DECLARED_SCREENS, type DeclaredScreenName } from '../journeys/registry.ts';

// Screen and layout names as §2 gives them ("Screens known by name only" plus the
// screens §2 describes by title). The route table, the not-available list and the screen
// registry all key on these, so a typo is a type error rather than a blank page. A declared
// journey's screens are named in its screen table (ADR 033); journeys declared since ADR 033 took
// theirs off this list, and a journey declared later may leave §2's name here (SCREEN_NAMES holds
// each name once), so declaring a journey never edits this file.

/** The names §2 lists under "Screens known by name only", minus the layouts and the declared journeys' screens. */
export const SPEC_LISTED_SCREENS = [
  'AddSupplier',
  'ClearPaymentDue',
  'QuickPayment',
  'UploadInvoice',
  'GSTINVerification',
  'RewardStatement',
  'SupplierPaymentHistory',
  'SupplierPendingPayments',
  'EdiDisbursementRequest',
  'EdiLoanOfferDetailsPage',
  'Failure',
  'Signup',
  'InviteSupplier',
  'LastEdiDisbursement',
  'MakeInvoicePayment',
  'MyCards',
  'MyProfile',
  'Offers',
  'Suppliers',
  'PendingPaymentDetails',
  'PendingRequests',
  'QuickPaymentFail',
  'QuickPaymentOTP',
  'QuickPaymentSuccess',
  'ReferAndEarn',
  'RewardSchemeDetails',
  'RewardSchemes',
  'Rewards',
  'SelectSupplier',
  'SendInviteSupplier',
  'Setting',
  'SupplierParent',
  'Tnc',
] as const;

export type SpecListedScreen = (typeof SPEC_LISTED_SCREENS)[number];

export type ScreenName = SpecListedScreen | DeclaredScreenName;

const DECLARED_NAMES: readonly ScreenName[] = DECLARED_SCREENS.map(({ spec }) => spec.name);

export const SCREEN_NAMES: readonly ScreenName[] = [
  ...new Set<ScreenName>([...SPEC_LISTED_SCREENS, ...DECLARED_NAMES]),
];

export const LAYOUT_NAMES = [
  'LoginLayout',
  'OnBoardingLayout',
  'PrePostApprovalLayout',
  'GuarantorOnBoardingLayout',
  'Home',
] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

/**
 * Screens §2 names but gives no address, unless a journey declares one; no route reaches them on
 * their own (Tnc: the terms the login links to). Kept apart so the table test can prove nothing
 * else is missing.
 */
export const UNROUTED_SCREENS: readonly ScreenName[] = (['Tnc'] as const).filter(
  (screen) => !DECLARED_NAMES.includes(screen),
);
