import { fileForm, upload } from '../calls.ts';
import { documentAnswerSchema } from '../documents.ts';

/**
 * PATCH /v1/customer/face-verification (multipart `selfie`, JPEG or PNG). The application
 * is the token's. Errors: hidden, shown on the capture screen (EPL-41300, EPL-41500).
 */
export const uploadSelfie = upload.call('patch', documentAnswerSchema, (input: { file: File }) => ({
  path: '/v1/customer/face-verification',
  form: fileForm('selfie', input.file),
}));
