import type { ESignStatus } from '../agreement.ts';
import type { UploadedDocument } from '../onboarding/documents.ts';

// The plain types the charts read (ADR 029); the wire schemas in src/api parse into exactly these.

/** Every kind of document a lender may ask for, as its §7 path names it. */
export const DOCUMENT_KINDS = [
  'application-document',
  'shop-photo-inside',
  'shop-photo-front',
  'applicant-photo',
  'business-registration-proof',
  'property-ownership-proof',
  'security-cheque',
  'id-proof',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What RequestedDocument parses into (src/journeys/post-approval/api/documents/schemas.ts). */
export type RequestedDocument = {
  kind: DocumentKind;
  label: string;
  required: boolean;
  accept: string[];
  maxBytes: number;
  document: UploadedDocument | null;
};

/** What ApplicationFormState parses into (src/journeys/post-approval/api/documents/schemas.ts). */
export type ApplicationFormState = {
  eSign: { requestId: string; status: ESignStatus } | null;
  signed: { documentId: string; signedAt: string } | null;
};

/** What DocumentRequest parses into (src/journeys/post-approval/api/documents/schemas.ts). */
export type DocumentRequest = {
  stage: 'upload' | 'additional';
  applicationForm: ApplicationFormState | null;
  documents: RequestedDocument[];
};

/** What FormESignStarted parses into (src/journeys/post-approval/api/documents/schemas.ts). */
export type FormESignStarted = { url: string; requestId: string; status: ESignStatus; expiresAt: string };

/** What ProfileDocuments parses into (src/journeys/post-approval/api/documents/profile-schemas.ts). */
export type ProfileDocuments = {
  statements: { id: string; kind: string; fileName: string; uploadedAt: string }[];
  documents: { id: string; kind: string; fileName: string; uploadedAt: string }[];
  loanDocuments: ('kfs' | 'sanctionLetter' | 'loanAgreement' | 'signedAgreement')[];
};
