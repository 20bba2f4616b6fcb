import type { ApiClient, CallOptions } from '../../client.ts';
import { INLINE, UPLOAD_TIMEOUT_MS, applicationPath, fileForm } from '../calls.ts';
import { documentAnswerSchema, type DocumentAnswer } from '../documents.ts';
import {
  addressProofNumberAnswerSchema,
  type AddressProofNumberAnswer,
  type AddressProofNumberRequest,
  type AddressProofType,
  type DocumentSide,
} from './schemas.ts';

export interface AddressProofUpload {
  applicationId: string;
  documentType: AddressProofType;
  side: DocumentSide;
  file: File;
}

/**
 * POST /v3/application/{id}/address-proof?documentType=&side= (multipart `file`; spec v2
 * and v3 exist, Saakh uses v3). Errors: hidden, shown on the slot (EPL-41300 too large,
 * EPL-41500 not PDF/JPEG/PNG).
 */
export function uploadAddressProof(
  client: ApiClient,
  input: AddressProofUpload,
  options: CallOptions = {},
): Promise<DocumentAnswer> {
  return client.postMultipart(
    applicationPath('v3', input.applicationId, 'address-proof'),
    fileForm('file', input.file),
    {
      ...INLINE,
      timeoutMs: UPLOAD_TIMEOUT_MS,
      ...options,
      searchParams: { documentType: input.documentType, side: input.side },
      schema: documentAnswerSchema,
    },
  );
}

/**
 * PATCH /v1/application/{id}/address-proof1: the address proof's id number. Errors:
 * hidden, shown inline (EPL-40018 on the number).
 */
export function saveAddressProofNumber(
  client: ApiClient,
  input: { applicationId: string } & AddressProofNumberRequest,
  options: CallOptions = {},
): Promise<AddressProofNumberAnswer> {
  const body = { documentType: input.documentType, documentNumber: input.documentNumber };
  return client.patch(applicationPath('v1', input.applicationId, 'address-proof1'), body, {
    ...INLINE,
    ...options,
    schema: addressProofNumberAnswerSchema,
  });
}
