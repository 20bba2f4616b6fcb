import { byApplication, inline, type ApplicationRef } from '../../../../../api/onboarding/calls.ts';
import {
  additionalDocumentsSchema,
  dobDeclarationAnswerSchema,
  dobDeclarationSchema,
  dualDocumentsSchema,
  nameDeclarationAnswerSchema,
  nameDeclarationSchema,
  type DeclarationRequest,
} from './schemas.ts';

const dualPath = (rest: string) => (applicationId: string) =>
  `/v1/dual-document/${encodeURIComponent(applicationId)}/${rest}`;

/** The applicant accepts the declaration, naming the document that backs it. */
const accepted = (input: ApplicationRef & DeclarationRequest) => ({
  documentType: input.documentType,
  documentNumber: input.documentNumber,
  accepted: true,
});

/**
 * GET /v1/dual-document/documents: documents that can back a declaration, and which ones each
 * backs. Errors: hidden.
 */
export const getDualDocuments = inline.bare('get', dualDocumentsSchema, '/v1/dual-document/documents');

/** GET /v1/dual-document/{id}/additional-documents: which declarations are owed and made. Errors: hidden. */
export const getAdditionalDocuments = inline.call(
  'get',
  additionalDocumentsSchema,
  byApplication(dualPath('additional-documents')),
);

/** GET /v1/dual-document/{id}/name: the two names and any declaration made. Errors: hidden. */
export const getNameDeclaration = inline.call('get', nameDeclarationSchema, byApplication(dualPath('name')));

/** POST /v1/dual-document/{id}/name: the applicant declares both names are theirs. Errors: hidden, shown inline. */
export const declareName = inline.call('post', nameDeclarationAnswerSchema, byApplication(dualPath('name'), accepted));

/** GET /v1/dual-document/{id}/dob: the two dates of birth and any declaration made. Errors: hidden. */
export const getDobDeclaration = inline.call('get', dobDeclarationSchema, byApplication(dualPath('dob')));

/**
 * POST /v1/dual-document/{id}/dob: the applicant declares both dates of birth are theirs. Errors:
 * hidden, shown inline.
 */
export const declareDob = inline.call('post', dobDeclarationAnswerSchema, byApplication(dualPath('dob'), accepted));
