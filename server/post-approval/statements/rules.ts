import { HttpError } from '../../kit/errors.ts';

// The sandbox lender's rules for statements and post-approval documents (docs/sandbox.md, "Bank
// statements and documents"; ADR 009 for what the spec leaves open).

/** Months of statements the lender needs. */
export const STATEMENT_MONTHS = 6;
/** Statement files one application may hold at once. */
export const MAX_STATEMENT_FILES = 6;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export const STATEMENT_WAYS = ['upload', 'netBanking', 'accountAggregator'] as const;
export type StatementWay = (typeof STATEMENT_WAYS)[number];

/** The bank-analysis provider's name in §7 paths (/v1/{bank-analysis-provider}/{id}/netbanking). */
export const BANK_ANALYSIS_PROVIDER = 'finanalyser';
/** The Account Aggregator's name in §7 paths (POST /v2/{aa-provider}/… create-consent). */
export const AA_PROVIDER = 'onemoney';

export const NET_BANKING_PAGE_PATH = `/v1/${BANK_ANALYSIS_PROVIDER}-sandbox/netbanking`;
export const AA_PAGE_PATH = `/v2/${AA_PROVIDER}-sandbox/consent`;

/** A provider session the applicant never finishes expires (the AA's consent request, too). */
export const PROVIDER_SESSION_TTL_MS = 30 * 60 * 1000;

/** ReBIT v2 consent and fetch states. */
export const CONSENT_STATUSES = ['PENDING', 'ACTIVE', 'REJECTED', 'EXPIRED', 'REVOKED', 'PAUSED'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];
export const FETCH_STATUSES = ['PENDING', 'READY', 'DELIVERED', 'DENIED', 'TIMEOUT'] as const;
export type FetchStatus = (typeof FETCH_STATUSES)[number];

export const StatementErrorCodes = {
  wrongStage: 'EPL-40920',
  encryptedPdf: 'EPL-42220',
  unreadablePdf: 'EPL-42221',
  notEnoughMonths: 'EPL-42222',
  tooManyFiles: 'EPL-42223',
  missingDocuments: 'EPL-42224',
  wayNotOffered: 'EPL-40921',
  skipNotAllowed: 'EPL-40922',
} as const;

export const wrongStage = (what: string): HttpError =>
  new HttpError(409, StatementErrorCodes.wrongStage, `${what} are not expected at this stage of the application.`);

/** The documents a lender may ask for after approval, with what the applicant reads. */
export const DOCUMENT_KINDS = {
  'application-document': { label: 'Signed application form', family: 'document' },
  'shop-photo-inside': { label: 'Shop photo (inside)', family: 'image' },
  'shop-photo-front': { label: 'Shop photo (front)', family: 'image' },
  'applicant-photo': { label: 'Your photo', family: 'image' },
  'business-registration-proof': { label: 'Business registration proof', family: 'document' },
  'property-ownership-proof': { label: 'Property ownership proof', family: 'document' },
  'security-cheque': { label: 'Security cheque', family: 'document' },
  'id-proof': { label: 'Identity proof', family: 'document' },
} as const;
export type DocumentKind = keyof typeof DOCUMENT_KINDS;

export function isDocumentKind(value: string): value is DocumentKind {
  return Object.hasOwn(DOCUMENT_KINDS, value);
}

/** The first list: required ones block document-upload-complete, optional ones never do. */
export const FIRST_LIST: readonly { kind: DocumentKind; required: boolean }[] = [
  { kind: 'application-document', required: true },
  { kind: 'shop-photo-inside', required: true },
  { kind: 'shop-photo-front', required: true },
  { kind: 'applicant-photo', required: true },
  { kind: 'id-proof', required: true },
  { kind: 'business-registration-proof', required: false },
];

/** What a lender that asks for more wants after reviewing the first list. */
export const ADDITIONAL_LIST: readonly { kind: DocumentKind; required: boolean }[] = [
  { kind: 'property-ownership-proof', required: true },
  { kind: 'security-cheque', required: true },
];
