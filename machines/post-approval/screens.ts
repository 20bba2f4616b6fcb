import { pathsOf, type ScreenTable } from '../routing/screen-table.ts';

// The post-approval journey's screens (ADR 008, ADR 033), written once: per screen state of the
// `postApproval` machine, its name, address, title and §2 metadata; then the screens its children
// draw (the documents' additional list, the preview of a file either child holds) and the
// profile's documents page (the `profileDocuments` machine: what these steps uploaded, open at any
// status). The machines' `meta.route`, the journey's address rules (machines/routing/
// post-approval-screens.ts), the route table, the page titles and the screen registry
// (src/journeys/post-approval/journey.ts) all read this table.

export const POST_APPROVAL_SCREEN_TABLE = {
  offers: { name: 'LoanOffers', path: '/loan-offers', layout: 'Home' },
  // Opened from an offer: the lender's name is in the address.
  loanDetails: { name: 'LoanDetails', path: '/:nbfcName/loan-details', layout: 'page' },
  bankStatement: { name: 'BankStatement', path: '/signup/bank-statement', layout: 'Onboarding' },
  bankDetails: { name: 'BankDetails', path: '/signup/bank-details', layout: 'Onboarding' },
  documents: { name: 'UploadDocuments', path: '/signup/upload-documents', layout: 'Onboarding' },
  questionnaire: { name: 'Questionnaire', path: '/signup/questionnaire', layout: 'Onboarding' },
  // `:action` is always "link" in this app (§2 names no other).
  linkAccounts: {
    name: 'LinkAccounts',
    path: '/signup/:action/link-accounts',
    meta: { displayName: 'Link Supplier Account' },
    layout: 'Onboarding',
  },
  linkedAccounts: {
    name: 'LinkedAccounts',
    path: '/signup/linked-accounts',
    meta: { displayName: 'Linked Suppliers' },
    layout: 'Onboarding',
  },
  success: { name: 'Success', path: '/signup/success', layout: 'Onboarding' },
  // The documents child's second list: what the lender asked for after reviewing the first.
  additionalDocuments: { name: 'AdditionalDocuments', path: '/signup/additional-documents', layout: 'Onboarding' },
  // A held file, full page: the bank statement's or a document's.
  uploadPreview: { name: 'UploadPreview', path: '/:documentName/upload-preview', layout: 'page' },
  profileDocuments: { name: 'DocumentsData', path: '/documents', layout: 'Home', title: 'Documents' },
} as const satisfies ScreenTable;

export type PostApprovalTableState = keyof typeof POST_APPROVAL_SCREEN_TABLE;

/** Every address of the table, by state. */
export const POST_APPROVAL_TABLE_PATHS = pathsOf(POST_APPROVAL_SCREEN_TABLE);
