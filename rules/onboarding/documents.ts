// The plain types the charts read (ADR 029); the wire schemas in src/api parse into exactly these.

/** What UploadedDocument parses into (src/api/onboarding/documents.ts). */
export type UploadedDocument = {
  id: string;
  kind: string;
  documentType: string | null;
  side: string | null;
  fileName: string;
  size: number;
  contentType: string;
  sha256: string;
  uploadedAt: string;
};
