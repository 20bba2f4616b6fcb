import type { ApiClient, CallOptions } from '../../client.ts';
import { INLINE, UPLOAD_TIMEOUT_MS, fileForm } from '../calls.ts';
import {
  videoSkipAnswerSchema,
  videoVerificationAnswerSchema,
  type VideoSkipAnswer,
  type VideoVerificationAnswer,
} from './schemas.ts';

/** The identity provider's name in the lender's paths. */
const VIDEO_PROVIDER = 'idfy';

/**
 * POST /v1/idfy/video-verification (multipart `video`, WebM or MP4; after the selfie, else
 * EPL-40900). Errors: hidden, shown on the capture screen.
 */
export function uploadVerificationVideo(
  client: ApiClient,
  input: { file: File },
  options: CallOptions = {},
): Promise<VideoVerificationAnswer> {
  return client.postMultipart(`/v1/${VIDEO_PROVIDER}/video-verification`, fileForm('video', input.file), {
    ...INLINE,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    ...options,
    schema: videoVerificationAnswerSchema,
  });
}

/**
 * POST /v1/idfy/video-verification/skip: only when home's videoVerificationSkipAllowedByUser
 * (else EPL-40902). Errors: hidden, shown inline.
 */
export function skipVideoVerification(client: ApiClient, options: CallOptions = {}): Promise<VideoSkipAnswer> {
  return client.post(
    `/v1/${VIDEO_PROVIDER}/video-verification/skip`,
    {},
    {
      ...INLINE,
      ...options,
      schema: videoSkipAnswerSchema,
    },
  );
}
