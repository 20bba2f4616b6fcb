import { fileForm, inline, upload } from '../calls.ts';
import { videoSkipAnswerSchema, videoVerificationAnswerSchema } from './schemas.ts';

/** The identity provider's name in the lender's paths. */
const VIDEO_PROVIDER = 'idfy';

/**
 * POST /v1/idfy/video-verification (multipart `video`, WebM or MP4; after the selfie, else
 * EPL-40900). Errors: hidden, shown on the capture screen.
 */
export const uploadVerificationVideo = upload.call('post', videoVerificationAnswerSchema, (input: { file: File }) => ({
  path: `/v1/${VIDEO_PROVIDER}/video-verification`,
  form: fileForm('video', input.file),
}));

/**
 * POST /v1/idfy/video-verification/skip: only when home's videoVerificationSkipAllowedByUser
 * (else EPL-40902). Errors: hidden, shown inline.
 */
export const skipVideoVerification = inline.bare(
  'post',
  videoSkipAnswerSchema,
  `/v1/${VIDEO_PROVIDER}/video-verification/skip`,
);
