import type { ApiClient, CallOptions } from '../../client.ts';
import { INLINE, UPLOAD_TIMEOUT_MS, fileForm } from '../calls.ts';
import { documentAnswerSchema, type DocumentAnswer } from '../documents.ts';

/**
 * PATCH /v1/customer/face-verification (multipart `selfie`, JPEG or PNG). The application
 * is the token's. Errors: hidden, shown on the capture screen (EPL-41300, EPL-41500).
 */
export function uploadSelfie(
  client: ApiClient,
  input: { file: File },
  options: CallOptions = {},
): Promise<DocumentAnswer> {
  return client.patchMultipart('/v1/customer/face-verification', fileForm('selfie', input.file), {
    ...INLINE,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    ...options,
    schema: documentAnswerSchema,
  });
}
