import type { ApiClient, CallOptions } from '../../client.ts';
import { INLINE, UPLOAD_TIMEOUT_MS, applicationPath, fileForm } from '../calls.ts';
import { documentAnswerSchema, type DocumentAnswer } from '../documents.ts';
import type { PersonalIdType } from './schemas.ts';

export interface PersonalIdUpload {
  applicationId: string;
  /** The one type the lender takes today. */
  documentType?: PersonalIdType;
  file: File;
}

/**
 * POST /v2/application/{id}/personal-id?documentType=panCard (multipart `file`; spec v1
 * and v2 exist, Saakh uses v2). Errors: hidden, shown on the slot (EPL-41300, EPL-41500).
 */
export function uploadPersonalId(
  client: ApiClient,
  input: PersonalIdUpload,
  options: CallOptions = {},
): Promise<DocumentAnswer> {
  return client.postMultipart(applicationPath('v2', input.applicationId, 'personal-id'), fileForm('file', input.file), {
    ...INLINE,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    ...options,
    searchParams: { documentType: input.documentType ?? 'panCard' },
    schema: documentAnswerSchema,
  });
}
