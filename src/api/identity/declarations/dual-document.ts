import type { ApiClient, CallOptions } from '../../client.ts';
import { INLINE } from '../../onboarding/calls.ts';
import {
  additionalDocumentsSchema,
  dobDeclarationAnswerSchema,
  dobDeclarationSchema,
  dualDocumentsSchema,
  nameDeclarationAnswerSchema,
  nameDeclarationSchema,
  type AdditionalDocuments,
  type DeclarationRequest,
  type DobDeclaration,
  type DobDeclarationAnswer,
  type DualDocuments,
  type NameDeclaration,
  type NameDeclarationAnswer,
} from './schemas.ts';

const dualPath = (applicationId: string, rest: string): string =>
  `/v1/dual-document/${encodeURIComponent(applicationId)}/${rest}`;

/**
 * GET /v1/dual-document/documents: documents that can back a declaration, and which ones each
 * backs. Errors: hidden.
 */
export function getDualDocuments(client: ApiClient, options: CallOptions = {}): Promise<DualDocuments> {
  return client.get('/v1/dual-document/documents', { ...INLINE, ...options, schema: dualDocumentsSchema });
}

/** GET /v1/dual-document/{id}/additional-documents: which declarations are owed and made. Errors: hidden. */
export function getAdditionalDocuments(
  client: ApiClient,
  input: { applicationId: string },
  options: CallOptions = {},
): Promise<AdditionalDocuments> {
  return client.get(dualPath(input.applicationId, 'additional-documents'), {
    ...INLINE,
    ...options,
    schema: additionalDocumentsSchema,
  });
}

/** GET /v1/dual-document/{id}/name: the two names and any declaration made. Errors: hidden. */
export function getNameDeclaration(
  client: ApiClient,
  input: { applicationId: string },
  options: CallOptions = {},
): Promise<NameDeclaration> {
  return client.get(dualPath(input.applicationId, 'name'), { ...INLINE, ...options, schema: nameDeclarationSchema });
}

/** POST /v1/dual-document/{id}/name: the applicant declares both names are theirs. Errors: hidden, shown inline. */
export function declareName(
  client: ApiClient,
  input: { applicationId: string } & DeclarationRequest,
  options: CallOptions = {},
): Promise<NameDeclarationAnswer> {
  const body = { documentType: input.documentType, documentNumber: input.documentNumber, accepted: true };
  return client.post(dualPath(input.applicationId, 'name'), body, {
    ...INLINE,
    ...options,
    schema: nameDeclarationAnswerSchema,
  });
}

/** GET /v1/dual-document/{id}/dob: the two dates of birth and any declaration made. Errors: hidden. */
export function getDobDeclaration(
  client: ApiClient,
  input: { applicationId: string },
  options: CallOptions = {},
): Promise<DobDeclaration> {
  return client.get(dualPath(input.applicationId, 'dob'), { ...INLINE, ...options, schema: dobDeclarationSchema });
}

/**
 * POST /v1/dual-document/{id}/dob: the applicant declares both dates of birth are theirs.
 * Errors: hidden, shown inline.
 */
export function declareDob(
  client: ApiClient,
  input: { applicationId: string } & DeclarationRequest,
  options: CallOptions = {},
): Promise<DobDeclarationAnswer> {
  const body = { documentType: input.documentType, documentNumber: input.documentNumber, accepted: true };
  return client.post(dualPath(input.applicationId, 'dob'), body, {
    ...INLINE,
    ...options,
    schema: dobDeclarationAnswerSchema,
  });
}
