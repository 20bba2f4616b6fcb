import { applicationPath, fileForm, inlineAt, upload, type ApplicationRef } from '../calls.ts';
import { documentAnswerSchema } from '../documents.ts';
import {
  addressProofNumberAnswerSchema,
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
export const uploadAddressProof = upload.call('post', documentAnswerSchema, (input: AddressProofUpload) => ({
  path: applicationPath('v3', input.applicationId, 'address-proof'),
  form: fileForm('file', input.file),
  searchParams: { documentType: input.documentType, side: input.side },
}));

/**
 * PATCH /v1/application/{id}/address-proof1: the address proof's id number. Errors:
 * hidden, shown inline (EPL-40018 on the number).
 */
export const saveAddressProofNumber = inlineAt('v1', 'address-proof1').patch(
  addressProofNumberAnswerSchema,
  ({ documentType, documentNumber }: ApplicationRef & AddressProofNumberRequest) => ({ documentType, documentNumber }),
);
