import { applicationPath, fileForm, upload } from '../calls.ts';
import { documentAnswerSchema } from '../documents.ts';
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
export const uploadPersonalId = upload.call('post', documentAnswerSchema, (input: PersonalIdUpload) => ({
  path: applicationPath('v2', input.applicationId, 'personal-id'),
  form: fileForm('file', input.file),
  searchParams: { documentType: input.documentType ?? 'panCard' },
}));
