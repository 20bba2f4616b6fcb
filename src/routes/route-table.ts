import type { RouteMeta, RouteNode } from './route-types.ts';
import type { ScreenName } from './screen-names.ts';
import { typedAddressRoutes } from './typed-addresses.ts';

// The complete route table of §2, as data. router.tsx turns it into react-router routes,
// guard-runtime.ts matches addresses against it, and tests/routes checks it against §2.
//
// Paths are written as §2 writes them: children relative to their parent, unless §2 gives a
// child with a leading slash (the guarantor screens), which makes it absolute while keeping
// the parent's layout. Route names are what the `redirect` query and journey navigation use;
// the ten "named routes that navigation targets" of §2 keep §2's spelling exactly.
//
// Metadata the spec leaves open, chosen here and kept in one place:
// - showSidebar is set on the Home layout (the signed-in main app), not on onboarding screens.
// - transitionName 'slide' is set on the pre/post-approval wizard, whose screens step left/right.
// - §2's allowedStatus lists are not here: §4 calls them intent only, and the statuses the app
//   enforces are the status table's (machines/routing/status-access.ts).
// - the bare /signup/post-approval redirects to its step-1, like the bare pre-approval does
//   (§2 sends the legacy /mandate there, so it must show something).

const withMeta = (nodes: readonly RouteNode[], meta: RouteMeta): RouteNode[] =>
  nodes.map((node) => ({ ...node, meta: { ...node.meta, ...meta } }));

const supplierPaymentChildren = (prefix: string): RouteNode[] => [
  { kind: 'screen', name: `${prefix} Payment Methods`, path: 'payment-methods', screen: 'PaymentMethods' },
  { kind: 'screen', name: `${prefix} Payment Success`, path: 'payment-success', screen: 'PaymentSuccess' },
  { kind: 'screen', name: `${prefix} Payment Failure`, path: 'payment-failure', screen: 'PaymentFailure' },
  { kind: 'screen', name: `${prefix} Pay Now`, path: 'pay-now', screen: 'PayNow' },
  { kind: 'screen', name: `${prefix} Transaction Details`, path: 'transaction-details', screen: 'TransactionDetails' },
];

const publicRoutes: RouteNode[] = [
  {
    kind: 'layout',
    name: 'Login',
    path: '/login',
    layout: 'LoginLayout',
    meta: { requiresAuth: false },
    children: [
      { kind: 'redirect', name: 'Login Index', path: '', to: '/login/mobile-no' },
      { kind: 'screen', name: 'Mobile No', path: 'mobile-no', screen: 'MobileNo' },
      { kind: 'screen', name: 'Verify Otp', path: 'verify-otp/:phone?', screen: 'VerifyOtp' },
    ],
  },
  {
    kind: 'screen',
    name: 'Video Verification Result',
    path: '/video-verification-result',
    screen: 'VideoVerificationResult',
    meta: { requiresAuth: false },
  },
  {
    kind: 'screen',
    name: 'Error Not Eligible',
    path: '/error-not-eligible',
    screen: 'ErrorNotEligible',
    meta: { requiresAuth: false },
  },
  {
    kind: 'screen',
    name: 'Not Service Area',
    path: '/not-service-area',
    screen: 'NotServiceArea',
    meta: { requiresAuth: false },
  },
  {
    kind: 'screen',
    name: 'Aadhaar Esign Success',
    path: '/aadhaar-esign-success',
    screen: 'AadhaarESignSuccess',
    meta: { requiresAuth: false },
  },
];

const preApproval: RouteNode = {
  kind: 'layout',
  name: 'Pre Approval',
  path: 'pre-approval',
  layout: 'PrePostApprovalLayout',
  meta: { totalSteps: 4, transitionName: 'slide' },
  children: [
    { kind: 'redirect', name: 'Pre Approval Index', path: '', to: '/signup/pre-approval/step-1' },
    {
      kind: 'screen',
      name: 'Pre Approval Step 1',
      path: 'step-1',
      screen: 'PreApprovalStep1',
      meta: { displayName: 'Personal Details', currentStep: 1, showRewardsBanner: true },
    },
    {
      kind: 'screen',
      name: 'Pre Approval Kyc Selection',
      path: 'kyc',
      screen: 'PreApprovalKycSelection',
      meta: { displayName: 'KYC selection', currentStep: 2 },
    },
    {
      kind: 'screen',
      name: 'Pre Approval Step 2',
      path: 'step-2',
      screen: 'PreApprovalStep2',
      meta: { displayName: 'KYC', currentStep: 2, showRewardsBanner: true },
    },
    {
      kind: 'screen',
      name: 'Pre Approval Step 3',
      path: 'step-3',
      screen: 'PreApprovalStep3',
      meta: { displayName: 'Business Profile', currentStep: 3, showRewardsBanner: true },
    },
    { kind: 'screen', name: 'Pre Approval Review', path: 'review', screen: 'PreApprovalReview' },
    { kind: 'screen', name: 'Personal Address', path: 'personal-address', screen: 'PersonalAddress' },
    {
      kind: 'screen',
      name: 'Pre Approval Step 1 Edit',
      path: 'edit/step-1',
      screen: 'PreApprovalStep1',
      meta: { displayName: 'Personal Details', currentStep: 1, isEdit: true },
    },
    {
      kind: 'screen',
      name: 'Pre Approval Step 2 Edit',
      path: 'edit/step-2',
      screen: 'PreApprovalStep2',
      meta: { displayName: 'KYC', currentStep: 2, isEdit: true },
    },
    {
      kind: 'screen',
      name: 'Pre Approval Step 3 Edit',
      path: 'edit/step-3',
      screen: 'PreApprovalStep3',
      meta: { displayName: 'Business Profile', currentStep: 3, isEdit: true },
    },
  ],
};

const postApproval: RouteNode = {
  kind: 'layout',
  name: 'Post Approval',
  path: 'post-approval',
  layout: 'PrePostApprovalLayout',
  meta: { transitionName: 'slide' },
  children: [
    { kind: 'redirect', name: 'Post Approval Index', path: '', to: '/signup/post-approval/step-1' },
    {
      kind: 'screen',
      name: 'Post Approval Step 1',
      path: 'step-1',
      screen: 'PostApprovalStep1',
      meta: { displayName: 'eMandate/NACH Registration', totalSteps: 4, currentStep: 4 },
    },
    {
      kind: 'screen',
      name: 'Post Approval Step 2',
      path: 'step-2',
      screen: 'PostApprovalStep2',
      meta: { displayName: 'NACH Mandate' },
      children: [{ kind: 'screen', name: 'NACH Success', path: 'nach-success', screen: 'NACHSuccess' }],
    },
  ],
};

const plainOnboarding: [name: string, path: string, screen: ScreenName][] = [
  ['Video Verification', 'video-verification', 'VideoVerification'],
  ['Bank Details', 'bank-details', 'BankDetails'],
  ['Upload Documents', 'upload-documents', 'UploadDocuments'],
  ['Additional Documents', 'additional-documents', 'AdditionalDocuments'],
  ['Dual Name Declaration', 'dual-name-declaration', 'DualNameDeclaration'],
  ['Dual Dob Declaration', 'dual-dob-declaration', 'DualDobDeclaration'],
  ['Mandate', 'mandate', 'Mandate'],
  ['Redirect Mandate', 'redirect-mandate', 'RedirectToMandate'],
  ['Nach Mandate', 'nach-mandate', 'NachMandate'],
  ['Bank Statement', 'bank-statement', 'BankStatement'],
  ['Questionnaire', 'questionnaire', 'Questionnaire'],
  ['Loan Agreement', 'loan-agreement', 'LoanAgreement'],
  ['Loan Activated', 'loan-activated', 'LoanAutoActivation'],
  ['Kyc Failure', 'kyc-failure', 'KycFailure'],
  ['Kyc Success', 'kyc-success', 'KycSuccess'],
  ['Kyc Result', 'kyc-result', 'KycResult'],
  ['Last Edi Disbursement', 'last-edi-disbursement', 'LastEdiDisbursement'],
  ['Edi Disbursement Request', 'edi-disbursement-request', 'EdiDisbursementRequest'],
  ['Edi Loan Offer Details', 'edi-loan-offer-details-page', 'EdiLoanOfferDetailsPage'],
];

const onboarding: RouteNode = {
  kind: 'layout',
  name: 'Onboarding',
  path: '/signup',
  layout: 'OnBoardingLayout',
  children: [
    { kind: 'screen', name: 'Signup', path: '', screen: 'Signup' },
    preApproval,
    postApproval,
    {
      kind: 'screen',
      name: 'Pre Approval Result',
      path: 'result',
      screen: 'PreApprovalResult',
    },
    {
      kind: 'screen',
      name: 'Pre Approval Congratulations',
      path: 'congratulations',
      screen: 'PreApprovalCongratulations',
    },
    {
      kind: 'screen',
      name: 'Link Accounts',
      path: ':action/link-accounts',
      screen: 'LinkAccounts',
      meta: { displayName: 'Link Supplier Account' },
    },
    {
      kind: 'screen',
      name: 'Linked Accounts',
      path: 'linked-accounts',
      screen: 'LinkedAccounts',
      meta: { displayName: 'Linked Suppliers' },
    },
    {
      kind: 'screen',
      name: 'Additional Info',
      path: 'additional-info',
      screen: 'AdditionalInfo',
      meta: { displayName: 'GSTIN Verification' },
    },
    ...plainOnboarding.map(([name, path, screen]): RouteNode => ({ kind: 'screen', name, path, screen })),
    // Public although it sits under the signed-in /signup layout (§2 public routes).
    { kind: 'screen', name: 'Failure', path: 'failure', screen: 'Failure', meta: { requiresAuth: false } },
    { kind: 'screen', name: 'Success', path: 'success', screen: 'Success' },
    {
      kind: 'screen',
      name: 'Application Discrepancy',
      path: 'discrepancy',
      screen: 'ApplicationDiscrepancy',
    },
    {
      kind: 'screen',
      name: 'Edi Sanction Letter',
      path: 'edi-sanction-letter',
      screen: 'EdiSanctionLetter',
      meta: { displayName: 'Sanction letter' },
    },
    {
      kind: 'screen',
      name: 'Edi Kfs',
      path: 'edi-kfs',
      screen: 'EdiKfs',
      meta: { displayName: 'Key fact statement' },
    },
    { kind: 'screen', name: 'Mandate Success', path: 'mandate/success', screen: 'MandateSuccess' },
    { kind: 'screen', name: 'Mandate Failure', path: 'mandate/failure', screen: 'MandateFailure' },
    { kind: 'screen', name: 'Mandate Pending', path: 'mandate/pending', screen: 'MandatePending' },
    { kind: 'screen', name: 'Mandate Already Completed', path: 'mandate/completed', screen: 'MandateAlreadyCompleted' },
  ],
};

const guarantor: RouteNode = {
  kind: 'layout',
  name: 'Guarantor',
  path: '/guarantor',
  layout: 'GuarantorOnBoardingLayout',
  children: [
    { kind: 'screen', name: 'Loan Information', path: '/loan-info', screen: 'LoanInformation' },
    {
      kind: 'screen',
      name: 'Guarantor Pan Verification',
      path: '/guarantor-pan-verification',
      screen: 'GuarantorPanVerification',
    },
    { kind: 'screen', name: 'Guarantor Kyc', path: '/guarantor-kyc', screen: 'GuarantorKyc' },
    {
      kind: 'screen',
      name: 'Guarantor Verification Details',
      path: '/guarantor-verification-details',
      screen: 'GuarantorVerificationDetails',
    },
    {
      kind: 'screen',
      name: 'Guarantor Details',
      path: 'guarantor-details',
      screen: 'GuarantorDetails',
    },
    { kind: 'screen', name: 'Guarantor KYC Failure', path: 'kyc-failure', screen: 'GuarantorKycFailure' },
    { kind: 'screen', name: 'Guarantor KYC Success', path: 'kyc-success', screen: 'GuarantorKycSuccess' },
    { kind: 'screen', name: 'Guarantor Verified', path: 'guarantor-verified', screen: 'GuarantorVerified' },
    { kind: 'screen', name: 'Guarantor Not Verified', path: 'guarantor-not-verified', screen: 'GuarantorNotVerified' },
  ],
};

const mainApp: RouteNode = {
  kind: 'layout',
  name: 'Home',
  path: '/',
  layout: 'Home',
  meta: { showSidebar: true },
  children: [
    {
      kind: 'screen',
      name: 'Dashboard',
      path: 'dashboard',
      screen: 'Dashboard',
      children: [
        { kind: 'screen', name: 'Notification', path: 'notification', screen: 'NotificationView' },
        { kind: 'screen', name: 'Dashboard Payment Methods', path: 'payment-methods', screen: 'PaymentMethods' },
        { kind: 'screen', name: 'Processing Fee', path: 'processing-fee', screen: 'ProcessingFee' },
        { kind: 'screen', name: 'Processing Fee Result', path: 'processing-fee-result', screen: 'ProcessingFeeResult' },
        { kind: 'screen', name: 'Dashboard Payment Success', path: 'payment-success', screen: 'PaymentSuccess' },
        { kind: 'screen', name: 'Dashboard Payment Failure', path: 'payment-failure', screen: 'PaymentFailure' },
        {
          kind: 'screen',
          name: 'Dashboard Offer Details',
          path: 'details',
          screen: 'OfferDetails',
          meta: { displayName: 'Offer details' },
        },
        { kind: 'screen', name: 'Dashboard Pay Now', path: 'pay-now', screen: 'PayNow' },
        {
          kind: 'screen',
          name: 'Dashboard Transaction Details',
          path: 'transaction-details',
          screen: 'TransactionDetails',
        },
      ],
    },
    { kind: 'screen', name: 'Loan Offers', path: 'loan-offers', screen: 'LoanOffers' },
    {
      kind: 'screen',
      name: 'Suppliers',
      path: 'suppliers',
      screen: 'Suppliers',
      children: [
        { kind: 'screen', name: 'Select Supplier', path: 'select', screen: 'SelectSupplier' },
        { kind: 'screen', name: 'Add Supplier', path: 'add', screen: 'AddSupplier' },
        { kind: 'screen', name: 'Invite Supplier', path: 'invite', screen: 'InviteSupplier' },
        { kind: 'screen', name: 'Send Invite Supplier', path: 'send-invite', screen: 'SendInviteSupplier' },
        { kind: 'screen', name: 'Quick Payment', path: 'quick-payment', screen: 'QuickPayment' },
        { kind: 'screen', name: 'Upload Invoice', path: 'upload-invoice', screen: 'UploadInvoice' },
        { kind: 'screen', name: 'Make Invoice Payment', path: 'make-invoice-payment', screen: 'MakeInvoicePayment' },
        { kind: 'screen', name: 'Quick Payment OTP', path: 'quick-payment-otp', screen: 'QuickPaymentOTP' },
        { kind: 'screen', name: 'Quick Payment Success', path: 'quick-payment-success', screen: 'QuickPaymentSuccess' },
        { kind: 'screen', name: 'Quick Payment Fail', path: 'quick-payment-fail', screen: 'QuickPaymentFail' },
      ],
    },
    {
      kind: 'screen',
      name: 'Supplier',
      path: 'supplier/:id?',
      screen: 'SupplierParent',
      children: [
        {
          kind: 'screen',
          name: 'Supplier Payment History',
          path: 'payment-history',
          screen: 'SupplierPaymentHistory',
          children: withMeta(supplierPaymentChildren('Supplier'), { isSupplierFlow: true }),
        },
        {
          kind: 'screen',
          name: 'Supplier Pending Payments',
          path: 'pending-payments',
          screen: 'SupplierPendingPayments',
          children: [
            { kind: 'screen', name: 'Pending Payment Details', path: 'details', screen: 'PendingPaymentDetails' },
            { kind: 'screen', name: 'Clear Payment Due', path: 'clear-payment-due', screen: 'ClearPaymentDue' },
          ],
        },
        { kind: 'screen', name: 'Pending Requests', path: 'pending-requests', screen: 'PendingRequests' },
      ],
    },
    {
      kind: 'screen',
      name: 'Offers',
      path: 'offers',
      screen: 'Offers',
      children: [{ kind: 'screen', name: 'Offer Details', path: 'details', screen: 'OfferDetails' }],
    },
    { kind: 'screen', name: 'My Profile', path: 'my-profile', screen: 'MyProfile' },
    { kind: 'screen', name: 'Setting', path: 'setting', screen: 'Setting' },
    {
      kind: 'screen',
      name: 'Loan Agreement Document',
      path: 'loan-agreement/document',
      screen: 'LoanAgreementDocument',
    },
    {
      kind: 'group',
      name: 'Documents',
      path: 'documents',
      children: [{ kind: 'screen', name: 'Documents Data', path: '', screen: 'DocumentsData' }],
    },
    { kind: 'screen', name: 'Payment History', path: 'payment-history', screen: 'PaymentHistory' },
    {
      kind: 'screen',
      name: 'Rewards',
      path: 'rewards',
      screen: 'Rewards',
      children: [
        { kind: 'redirect', name: 'Rewards Index', path: '', to: '/rewards/statement' },
        { kind: 'screen', name: 'Reward Statement', path: 'statement', screen: 'RewardStatement' },
        {
          kind: 'screen',
          name: 'Reward Schemes',
          path: 'schemes',
          screen: 'RewardSchemes',
          children: [{ kind: 'screen', name: 'Reward Scheme Details', path: ':id', screen: 'RewardSchemeDetails' }],
        },
      ],
    },
    { kind: 'screen', name: 'GSTIN Verification', path: 'gstin-verification', screen: 'GSTINVerification' },
    {
      kind: 'screen',
      name: 'Credit Statement',
      path: 'credit-statement',
      screen: 'CreditStatement',
      children: withMeta(
        [
          ...supplierPaymentChildren('Credit Statement'),
          { kind: 'screen', name: 'Download Statement', path: 'download-statement', screen: 'downloadStatement' },
        ],
        { isCreditStatementFlow: true },
      ),
    },
    { kind: 'screen', name: 'Refer And Earn', path: 'refer-and-earn', screen: 'ReferAndEarn' },
    { kind: 'screen', name: 'My Cards', path: 'cards', screen: 'MyCards', meta: { displayName: 'My Cards' } },
    { kind: 'external', name: 'Help', path: 'help', destination: 'support' },
  ],
};

const otherSignedIn: RouteNode[] = [
  {
    kind: 'screen',
    name: 'Loan Success',
    path: '/signup/loan-success',
    screen: 'LoanSuccess',
  },
  { kind: 'screen', name: 'Loan Failure', path: '/loan-failure', screen: 'LoanFailure' },
  { kind: 'screen', name: 'Signup Under Review', path: '/:id/signup-under-review', screen: 'SignupUnderReview' },
  {
    kind: 'screen',
    name: 'Upload Preview',
    path: '/:documentName/upload-preview',
    screen: 'UploadPreview',
  },
  { kind: 'screen', name: 'Loan Details', path: '/:nbfcName/loan-details', screen: 'LoanDetails' },
  { kind: 'screen', name: 'Udyam Verification', path: '/udyam-verification', screen: 'UdyamVerification' },
  {
    kind: 'screen',
    name: 'Udyam Otp Verification',
    path: '/udyam-otp-verification',
    screen: 'UdyamOtpVerification',
    meta: { displayName: 'Enter Udyam OTP' },
  },
  {
    kind: 'screen',
    name: 'Udyam List',
    path: '/udyam-list',
    screen: 'UdyamList',
    meta: { displayName: 'Select Udyam' },
  },
  { kind: 'guard-only', name: 'Web View', path: '/web-view' },
];

/** §2 "Legacy redirects": old addresses kept working; `to` carries any query §2 gives. */
export const LEGACY_REDIRECTS: readonly { from: string; to: string }[] = [
  { from: '/sign-up', to: '/login' },
  ...[
    'home',
    'mysuppliers',
    'referandearn',
    'notifications',
    'how-it-works',
    'scan-pay',
    'addlinksupplier',
    'invitesupplier',
    'pendingrequests',
    'epaycards',
    'pendingbills',
  ].map((from) => ({ from: `/${from}`, to: '/dashboard' })),
  { from: '/myprofile', to: '/my-profile' },
  { from: '/mycredit-signup', to: '/signup?deeplink=mycredit%20signup' },
  { from: '/top-offers', to: '/offers' },
  { from: '/offer-details', to: '/offers' },
  { from: '/profile-settings', to: '/setting' },
  { from: '/reward-points', to: '/rewards/statement' },
  { from: '/resolve-discrepancy', to: '/signup/discrepancy' },
  { from: '/mandate', to: '/signup/post-approval' },
  { from: '/paymenthistory', to: '/payment-history' },
  { from: '/bank-statement', to: '/documents' },
  {
    from: '/va-accounts',
    to:
      '/signup/redirect-mandate?mode=bank-transfers&redirectRouteName=My%20Profile' +
      '&displayName=A%2FC%20details%20for%20bank%20transfers',
  },
];

const legacyRoutes: RouteNode[] = LEGACY_REDIRECTS.map(({ from, to }) => ({
  kind: 'redirect',
  name: `Legacy ${from.slice(1)}`,
  path: from,
  to,
}));

const screens: readonly RouteNode[] = [
  { kind: 'redirect', name: 'Root', path: '/', to: '/dashboard' },
  ...publicRoutes,
  onboarding,
  guarantor,
  mainApp,
  ...otherSignedIn,
];

export const ROUTE_TABLE: readonly RouteNode[] = [...screens, ...legacyRoutes, ...typedAddressRoutes(screens)];
