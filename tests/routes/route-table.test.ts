import { describe, expect, it, vi } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { createAppRoutes, redirectTarget } from '../../src/app/router/router.tsx';
import { LEGACY_REDIRECTS, ROUTE_TABLE } from '../../src/routes/route-table.ts';
import { FLAT_ROUTES, findRouteByName, isAddressable, pathForName } from '../../src/routes/route-lookup.ts';
import { matchTableRoute } from '../../src/routes/route-match.ts';
import { fillPath } from '../../machines/routing/paths.ts';
import { NAMED_ROUTES } from '../../src/routes/named-routes.ts';
import { SCREEN_NAMES, UNROUTED_SCREENS } from '../../src/routes/screen-names.ts';
import type { RouteMeta } from '../../src/routes/route-types.ts';

// Expectations transcribed from §2 independently of the table, so the table cannot
// drift from the spec without a failing row here. [address to open, screen, expected meta].
type Row = [address: string, screen: string, meta?: RouteMeta];

const PUBLIC: Row[] = [
  ['/login/mobile-no', 'MobileNo'],
  ['/login/verify-otp', 'VerifyOtp'],
  ['/login/verify-otp/9876543210', 'VerifyOtp'],
  ['/signup/failure', 'Failure'],
  ['/video-verification-result', 'VideoVerificationResult'],
  ['/error-not-eligible', 'ErrorNotEligible'],
  ['/not-service-area', 'NotServiceArea'],
  ['/aadhaar-esign-success', 'AadhaarESignSuccess'],
];

const PRE = { totalSteps: 4 };

const ONBOARDING: Row[] = [
  ['/signup', 'Signup'],
  [
    '/signup/pre-approval/step-1',
    'PreApprovalStep1',
    { ...PRE, displayName: 'Personal Details', currentStep: 1, showRewardsBanner: true },
  ],
  ['/signup/pre-approval/kyc', 'PreApprovalKycSelection', { ...PRE, currentStep: 2 }],
  [
    '/signup/pre-approval/step-2',
    'PreApprovalStep2',
    { ...PRE, displayName: 'KYC', currentStep: 2, showRewardsBanner: true },
  ],
  [
    '/signup/pre-approval/step-3',
    'PreApprovalStep3',
    { ...PRE, displayName: 'Business Profile', currentStep: 3, showRewardsBanner: true },
  ],
  ['/signup/pre-approval/review', 'PreApprovalReview', PRE],
  ['/signup/pre-approval/personal-address', 'PersonalAddress', PRE],
  ['/signup/pre-approval/edit/step-1', 'PreApprovalStep1', { ...PRE, isEdit: true, currentStep: 1 }],
  ['/signup/pre-approval/edit/step-2', 'PreApprovalStep2', { ...PRE, isEdit: true, currentStep: 2 }],
  ['/signup/pre-approval/edit/step-3', 'PreApprovalStep3', { ...PRE, isEdit: true, currentStep: 3 }],
  [
    '/signup/post-approval/step-1',
    'PostApprovalStep1',
    { displayName: 'eMandate/NACH Registration', totalSteps: 4, currentStep: 4 },
  ],
  ['/signup/post-approval/step-2', 'PostApprovalStep2', { displayName: 'NACH Mandate' }],
  ['/signup/post-approval/step-2/nach-success', 'NACHSuccess'],
  ['/signup/result', 'PreApprovalResult'],
  ['/signup/congratulations', 'PreApprovalCongratulations'],
  ['/signup/supplier/link-accounts', 'LinkAccounts', { displayName: 'Link Supplier Account' }],
  ['/signup/linked-accounts', 'LinkedAccounts', { displayName: 'Linked Suppliers' }],
  ['/signup/additional-info', 'AdditionalInfo', { displayName: 'GSTIN Verification' }],
  ['/signup/video-verification', 'VideoVerification'],
  ['/signup/bank-details', 'BankDetails'],
  ['/signup/upload-documents', 'UploadDocuments'],
  ['/signup/additional-documents', 'AdditionalDocuments'],
  ['/signup/dual-name-declaration', 'DualNameDeclaration'],
  ['/signup/dual-dob-declaration', 'DualDobDeclaration'],
  ['/signup/mandate', 'Mandate'],
  ['/signup/redirect-mandate', 'RedirectToMandate'],
  ['/signup/nach-mandate', 'NachMandate'],
  ['/signup/bank-statement', 'BankStatement'],
  ['/signup/questionnaire', 'Questionnaire'],
  ['/signup/loan-agreement', 'LoanAgreement'],
  ['/signup/loan-activated', 'LoanAutoActivation'],
  ['/signup/kyc-failure', 'KycFailure'],
  ['/signup/kyc-success', 'KycSuccess'],
  ['/signup/kyc-result', 'KycResult'],
  ['/signup/last-edi-disbursement', 'LastEdiDisbursement'],
  ['/signup/edi-disbursement-request', 'EdiDisbursementRequest'],
  ['/signup/edi-loan-offer-details-page', 'EdiLoanOfferDetailsPage'],
  ['/signup/success', 'Success'],
  ['/signup/discrepancy', 'ApplicationDiscrepancy'],
  ['/signup/edi-sanction-letter', 'EdiSanctionLetter', { displayName: 'Sanction letter' }],
  ['/signup/edi-kfs', 'EdiKfs', { displayName: 'Key fact statement' }],
  ['/signup/mandate/success', 'MandateSuccess'],
  ['/signup/mandate/failure', 'MandateFailure'],
  ['/signup/mandate/pending', 'MandatePending'],
  ['/signup/mandate/completed', 'MandateAlreadyCompleted'],
];

const GUARANTOR: Row[] = [
  ['/loan-info', 'LoanInformation'],
  ['/guarantor-pan-verification', 'GuarantorPanVerification'],
  ['/guarantor-kyc', 'GuarantorKyc'],
  ['/guarantor-verification-details', 'GuarantorVerificationDetails'],
  ['/guarantor/guarantor-details', 'GuarantorDetails'],
  ['/guarantor/kyc-failure', 'GuarantorKycFailure'],
  ['/guarantor/kyc-success', 'GuarantorKycSuccess'],
  ['/guarantor/guarantor-verified', 'GuarantorVerified'],
  ['/guarantor/guarantor-not-verified', 'GuarantorNotVerified'],
];

const SUPPLIER = { isSupplierFlow: true };
const CREDIT = { isCreditStatementFlow: true };

const MAIN_APP: Row[] = [
  ['/dashboard', 'Dashboard'],
  ['/dashboard/notification', 'NotificationView'],
  ['/dashboard/payment-methods', 'PaymentMethods'],
  ['/dashboard/processing-fee', 'ProcessingFee'],
  ['/dashboard/processing-fee-result', 'ProcessingFeeResult'],
  ['/dashboard/payment-success', 'PaymentSuccess'],
  ['/dashboard/payment-failure', 'PaymentFailure'],
  ['/dashboard/details', 'OfferDetails'],
  ['/dashboard/pay-now', 'PayNow'],
  ['/dashboard/transaction-details', 'TransactionDetails'],
  ['/loan-offers', 'LoanOffers'],
  ['/suppliers', 'Suppliers'],
  ...[
    'select',
    'add',
    'invite',
    'send-invite',
    'quick-payment',
    'upload-invoice',
    'make-invoice-payment',
    'quick-payment-otp',
    'quick-payment-success',
    'quick-payment-fail',
  ].map((child, i): Row => [
    `/suppliers/${child}`,
    [
      'SelectSupplier',
      'AddSupplier',
      'InviteSupplier',
      'SendInviteSupplier',
      'QuickPayment',
      'UploadInvoice',
      'MakeInvoicePayment',
      'QuickPaymentOTP',
      'QuickPaymentSuccess',
      'QuickPaymentFail',
    ][i] ?? '',
  ]),
  ['/supplier', 'SupplierParent'],
  ['/supplier/42', 'SupplierParent'],
  ['/supplier/42/payment-history', 'SupplierPaymentHistory'],
  ['/supplier/payment-history', 'SupplierPaymentHistory'],
  ['/supplier/42/payment-history/payment-methods', 'PaymentMethods', SUPPLIER],
  ['/supplier/42/payment-history/payment-success', 'PaymentSuccess', SUPPLIER],
  ['/supplier/42/payment-history/payment-failure', 'PaymentFailure', SUPPLIER],
  ['/supplier/42/payment-history/pay-now', 'PayNow', SUPPLIER],
  ['/supplier/42/payment-history/transaction-details', 'TransactionDetails', SUPPLIER],
  ['/supplier/42/pending-payments', 'SupplierPendingPayments'],
  ['/supplier/42/pending-payments/details', 'PendingPaymentDetails'],
  ['/supplier/42/pending-payments/clear-payment-due', 'ClearPaymentDue'],
  ['/supplier/42/pending-requests', 'PendingRequests'],
  ['/offers', 'Offers'],
  ['/my-profile', 'MyProfile'],
  ['/setting', 'Setting'],
  ['/loan-agreement/document', 'LoanAgreementDocument'],
  ['/documents', 'DocumentsData'],
  ['/payment-history', 'PaymentHistory'],
  ['/rewards', 'Rewards'],
  ['/rewards/statement', 'RewardStatement'],
  ['/rewards/schemes', 'RewardSchemes'],
  ['/rewards/schemes/7', 'RewardSchemeDetails'],
  ['/gstin-verification', 'GSTINVerification'],
  ['/credit-statement', 'CreditStatement'],
  ['/credit-statement/payment-methods', 'PaymentMethods', CREDIT],
  ['/credit-statement/payment-success', 'PaymentSuccess', CREDIT],
  ['/credit-statement/payment-failure', 'PaymentFailure', CREDIT],
  ['/credit-statement/pay-now', 'PayNow', CREDIT],
  ['/credit-statement/transaction-details', 'TransactionDetails', CREDIT],
  ['/credit-statement/download-statement', 'downloadStatement', CREDIT],
  ['/refer-and-earn', 'ReferAndEarn'],
  ['/cards', 'MyCards', { displayName: 'My Cards' }],
];

const OTHER_SIGNED_IN: Row[] = [
  ['/signup/loan-success', 'LoanSuccess'],
  ['/loan-failure', 'LoanFailure'],
  ['/abc/signup-under-review', 'SignupUnderReview'],
  ['/pan-card/upload-preview', 'UploadPreview'],
  ['/somenbfc/loan-details', 'LoanDetails'],
  ['/udyam-verification', 'UdyamVerification'],
  ['/udyam-otp-verification', 'UdyamOtpVerification', { displayName: 'Enter Udyam OTP' }],
  ['/udyam-list', 'UdyamList', { displayName: 'Select Udyam' }],
];

// The legacy addresses of spending the line (issue 30), the screen each means and its address.
const PURCHASE_LEGACY: [from: string, to: string, screen: string][] = [
  ['/mysuppliers', '/suppliers', 'Suppliers'],
  ['/addlinksupplier', '/suppliers/add', 'AddSupplier'],
  ['/invitesupplier', '/suppliers/invite', 'InviteSupplier'],
  ['/scan-pay', '/suppliers/scan-pay', 'ScanPay'],
];

// §2 legacy redirects, spelled out as the spec gives them.
const LEGACY: [from: string, to: string][] = [
  ['/sign-up', '/login'],
  ...['home', 'notifications', 'how-it-works'].map((from): [string, string] => [`/${from}`, '/dashboard']),
  // §2 sends it to the dashboard; since issue 32 it lands on the refer-and-earn page.
  ['/referandearn', '/refer-and-earn'],
  // §2 sends these to the dashboard; since issue 30 they land on the purchase screens they mean.
  ...PURCHASE_LEGACY.map(([from, to]): [string, string] => [from, to]),
  // Issue 30: a supplier's requests and bills land on the supplier page, every supplier's together.
  ['/pendingrequests', '/supplier/pending-requests'],
  ['/pendingbills', '/supplier/pending-payments'],
  // Issue 32: the old e-pay cards address lands on My Cards once it exists.
  ['/epaycards', '/cards'],
  ['/myprofile', '/my-profile'],
  ['/mycredit-signup', '/signup?deeplink=mycredit signup'],
  ['/top-offers', '/offers'],
  ['/offer-details', '/offers'],
  ['/profile-settings', '/setting'],
  ['/reward-points', '/rewards/statement'],
  ['/resolve-discrepancy', '/signup/discrepancy'],
  ['/mandate', '/signup/post-approval'],
  ['/paymenthistory', '/payment-history'],
  ['/bank-statement', '/documents'],
  [
    '/va-accounts',
    '/signup/redirect-mandate?mode=bank-transfers&redirectRouteName=My Profile' +
      '&displayName=A/C details for bank transfers',
  ],
];

function screenAt(address: string) {
  const route = matchTableRoute(address);
  return route?.node.kind === 'screen' ? route.node.screen : route?.node.kind;
}

function expectRows(rows: Row[], requiresAuth: boolean) {
  for (const [address, screen, meta] of rows) {
    const route = matchTableRoute(address);
    expect(route, address).not.toBeNull();
    expect(screenAt(address), address).toBe(screen);
    expect(route?.meta.requiresAuth, address).toBe(requiresAuth);
    if (meta) expect(route?.meta, address).toMatchObject(meta);
  }
}

describe('route table (§2)', () => {
  it('has every public route, and they need no sign-in', () => expectRows(PUBLIC, false));
  it('has every onboarding route with its wizard metadata', () => expectRows(ONBOARDING, true));
  it('has every guarantor route', () => expectRows(GUARANTOR, true));
  it('has every main-app route, children and optional params included', () => expectRows(MAIN_APP, true));
  it('has the other signed-in routes', () => expectRows(OTHER_SIGNED_IN, true));

  it('puts every main-app route in the Home layout with the sidebar, and the wizard steps slide', () => {
    for (const [address] of MAIN_APP) {
      const route = matchTableRoute(address);
      expect(route?.ancestors[0], address).toBe('Home');
      expect(route?.meta.showSidebar, address).toBe(true);
    }
    expect(matchTableRoute('/signup/pre-approval/step-1')?.ancestors).toEqual(['Onboarding', 'Pre Approval']);
    expect(matchTableRoute('/signup/pre-approval/step-3')?.meta.transitionName).toBe('slide');
    expect(matchTableRoute('/signup/mandate')?.meta.showSidebar).toBeUndefined();
  });

  it('does not pass a parent screen’s own metadata to its children', () => {
    expect(matchTableRoute('/signup/post-approval/step-2/nach-success')?.meta.displayName).toBeUndefined();
    expect(matchTableRoute('/signup/post-approval/step-2/nach-success')?.meta.transitionName).toBe('slide');
    expect(matchTableRoute('/supplier/42/payment-history')?.meta.isSupplierFlow).toBeUndefined();
    expect(matchTableRoute('/credit-statement')?.meta.isCreditStatementFlow).toBeUndefined();
  });

  it('marks only the §2 public routes public', () => {
    const publicScreens = FLAT_ROUTES.filter((r) => r.node.kind === 'screen' && !r.meta.requiresAuth).map(
      (r) => r.fullPath,
    );
    expect(publicScreens.sort()).toEqual(
      [
        '/login/mobile-no',
        '/login/verify-otp/:phone?',
        '/signup/failure',
        '/video-verification-result',
        '/error-not-eligible',
        '/not-service-area',
        '/aadhaar-esign-success',
      ].sort(),
    );
  });

  it('lists every legacy redirect with its query', () => {
    expect(LEGACY_REDIRECTS.map(({ from }) => from).sort()).toEqual(LEGACY.map(([from]) => from).sort());
    for (const [from, to] of LEGACY) {
      const route = matchTableRoute(from);
      expect(route?.node.kind, from).toBe('redirect');
      const target = route?.node.kind === 'redirect' ? new URL(route.node.to, 'https://x.test') : null;
      const expected = new URL(to, 'https://x.test');
      expect(target?.pathname, from).toBe(expected.pathname);
      expect(Object.fromEntries(target?.searchParams ?? []), from).toEqual(Object.fromEntries(expected.searchParams));
      // Every target is itself an address the app answers.
      expect(matchTableRoute(expected.pathname), from).not.toBeNull();
    }
  });

  it('lands the legacy purchase addresses on the purchase screens they mean', () => {
    const routes = createAppRoutes({ guardLoader: () => null });
    for (const [from, to, screen] of PURCHASE_LEGACY) {
      const route = matchTableRoute(from);
      const target = route?.node.kind === 'redirect' ? route.node.to : '';
      expect(target, from).toBe(to);
      expect(screenAt(target), from).toBe(screen);
      // The router answers the old address with the redirect, and where it leads with the screen's route.
      expect(matchRoutes(routes, from)?.at(-1)?.route.id, from).toBe(route?.name);
      expect(matchRoutes(routes, target)?.at(-1)?.route.id, from).toBe(matchTableRoute(target)?.name);
    }
  });

  it('writes the legacy queries with %20, as §2 does', () => {
    const to = (from: string) => LEGACY_REDIRECTS.find((r) => r.from === from)?.to;
    expect(to('/mycredit-signup')).toBe('/signup?deeplink=mycredit%20signup');
    expect(to('/va-accounts')).toBe(
      '/signup/redirect-mandate?mode=bank-transfers&redirectRouteName=My%20Profile' +
        '&displayName=A%2FC%20details%20for%20bank%20transfers',
    );
  });

  it('redirects the root, bare /login and bare wizard paths', () => {
    const redirectOf = (address: string) => {
      const match = FLAT_ROUTES.find((r) => r.node.kind === 'redirect' && r.fullPath === address);
      return match?.node.kind === 'redirect' ? match.node.to : null;
    };
    expect(redirectOf('/')).toBe('/dashboard');
    expect(redirectOf('/login')).toBe('/login/mobile-no');
    expect(redirectOf('/signup/pre-approval')).toBe('/signup/pre-approval/step-1');
    // Bare /rewards is the Rewards screen, whose chart lands on the statement (ADR 054).
    expect(redirectOf('/rewards')).toBeNull();
  });

  // ADR 036: the offer details have one address, the dashboard's; §2's other one leads there.
  it('sends /offers/details to the dashboard offer details, the offer asked for kept', () => {
    const route = matchTableRoute('/offers/details');
    expect(route?.node.kind).toBe('redirect');
    const to = route?.node.kind === 'redirect' ? route.node.to : '';
    expect(to).toBe('/dashboard/details');
    expect(screenAt(to)).toBe('OfferDetails');
    expect(redirectTarget(to, new URL('https://x.test/offers/details?offerId=o-1'))).toBe(
      '/dashboard/details?offerId=o-1',
    );
  });

  it('sends /help to the support page and keeps /web-view for the guard only', () => {
    expect(matchTableRoute('/help')?.node.kind).toBe('external');
    expect(matchTableRoute('/web-view')?.node.kind).toBe('guard-only');
  });

  it('gives every route a unique name', () => {
    const names = FLAT_ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('resolves every §2 named route to an address', () => {
    expect(pathForName(NAMED_ROUTES.dashboard)).toBe('/dashboard');
    expect(pathForName(NAMED_ROUTES.signup)).toBe('/signup');
    expect(pathForName(NAMED_ROUTES.documentsData)).toBe('/documents');
    expect(pathForName(NAMED_ROUTES.mobileNo)).toBe('/login/mobile-no');
    expect(pathForName(NAMED_ROUTES.loanInformation)).toBe('/loan-info');
    expect(pathForName(NAMED_ROUTES.guarantorPanVerification)).toBe('/guarantor-pan-verification');
    expect(pathForName(NAMED_ROUTES.guarantorVerificationDetails)).toBe('/guarantor-verification-details');
    expect(pathForName(NAMED_ROUTES.guarantorKyc)).toBe('/guarantor-kyc');
    expect(pathForName(NAMED_ROUTES.guarantorKycSuccess)).toBe('/guarantor/kyc-success');
    expect(pathForName(NAMED_ROUTES.guarantorVerified)).toBe('/guarantor/guarantor-verified');
    expect(pathForName(NAMED_ROUTES.myProfile)).toBe('/my-profile');
    for (const name of Object.values(NAMED_ROUTES)) expect(findRouteByName(name), name).toBeDefined();
  });

  it('fills path parameters, leaves out optional ones and refuses missing required ones', () => {
    expect(pathForName('Verify Otp', { phone: '9876543210' })).toBe('/login/verify-otp/9876543210');
    expect(pathForName('Verify Otp')).toBe('/login/verify-otp');
    expect(pathForName('Supplier Pay Now', { id: 'a b' })).toBe('/supplier/a%20b/payment-history/pay-now');
    expect(pathForName('Supplier Pay Now')).toBe('/supplier/payment-history/pay-now');
    expect(pathForName('Reward Scheme Details')).toBeNull();
    expect(pathForName('Reward Scheme Details', { id: '7' })).toBe('/rewards/schemes/7');
    expect(pathForName('No Such Route')).toBeNull();
    expect(pathForName('Home')).toBeNull();
  });

  it('routes every §2 screen except the ones §2 gives no address', () => {
    const routed = new Set(FLAT_ROUTES.flatMap((r) => (r.node.kind === 'screen' ? [r.node.screen] : [])));
    const unrouted = SCREEN_NAMES.filter((screen) => !routed.has(screen));
    expect(unrouted).toEqual([...UNROUTED_SCREENS]);
  });

  // The guard judges an address by matchTableRoute; it must be the route the router renders, or a
  // protected screen could render as an unknown (public) address. The router's own matcher over the
  // table's patterns (redirects last, as the router ranks an index redirect below its screen) says
  // which that is; the app's routes are checked against it just below.
  it('matches every address, odd spellings included, to the route the router would', () => {
    const addressable = FLAT_ROUTES.filter(isAddressable).sort(
      (a, b) => Number(a.node.kind === 'redirect') - Number(b.node.kind === 'redirect'),
    );
    const patterns = addressable.map((route) => ({ id: route.name, path: route.fullPath }));
    const params = { id: 'x', action: 'edit', documentName: 'pan', nbfcName: 'n' };
    const samples = addressable.flatMap((route) => {
      const filled = [fillPath(route.fullPath, { ...params, phone: '98765' }), fillPath(route.fullPath, params)];
      return [...new Set(filled)].flatMap((address) =>
        address === null
          ? []
          : [
              address,
              address.toUpperCase(),
              `${address}/`,
              address.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`),
            ],
      );
    });
    // Percent-encodings that are not UTF-8: the router cannot decode them, and says so.
    const undecodable = ['/%E0%A4/signup-under-review', '/supplier/%E0/payment-history'];
    const odd = ['//dashboard', '/login//mobile-no', ...undecodable, '/no/such/page'];
    // The router reports an address it cannot decode on the console; here that is the point.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (const address of [...samples, ...odd]) {
        expect(matchTableRoute(address)?.name, address).toBe(matchRoutes(patterns, address)?.at(-1)?.route.id);
      }
      const reported = warn.mock.calls.map(([message]) => String(message).match(/"([^"]+)" could not be decoded/)?.[1]);
      expect(reported).toEqual(undecodable);
    } finally {
      warn.mockRestore();
    }
  });

  it('builds react-router routes that answer each address with the same route as the table', () => {
    const routes = createAppRoutes({ guardLoader: () => null });
    for (const [address] of [...PUBLIC, ...ONBOARDING, ...GUARANTOR, ...MAIN_APP, ...OTHER_SIGNED_IN]) {
      const ids = matchRoutes(routes, address)?.map((m) => m.route.id) ?? [];
      const name = matchTableRoute(address)?.name;
      expect(ids.at(-1), address).toBe(name);
    }
    expect(matchRoutes(routes, '/no/such/page')?.at(-1)?.route.id).toBe('not-found');
    // A layout's children render inside it.
    expect(matchRoutes(routes, '/loan-info')?.map((m) => m.route.id)).toEqual([
      'root',
      'Guarantor',
      'Loan Information',
    ]);
    expect(matchRoutes(routes, '/signup/pre-approval/step-2')?.map((m) => m.route.id)).toEqual([
      'root',
      'Onboarding',
      'Pre Approval',
      'Pre Approval Step 2',
    ]);
    expect(matchRoutes(routes, '/rewards')?.map((m) => m.route.id)).toEqual(['root', 'Home', 'Rewards']);
  });

  it('keeps the table data-only: every node is addressable or wraps addressable children', () => {
    const wrappers = FLAT_ROUTES.filter((r) => !isAddressable(r));
    for (const wrapper of wrappers) {
      expect(
        FLAT_ROUTES.some((r) => r.ancestors.includes(wrapper.name) && isAddressable(r)),
        wrapper.name,
      ).toBe(true);
    }
    expect(ROUTE_TABLE.length).toBeGreaterThan(0);
  });
});
