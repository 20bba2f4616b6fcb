import { ErrorCodes, HttpError } from '../errors.ts';

const MB = 1024 * 1024;

/** The largest file an upload route takes (a statement, a photo of a document, a selfie, the video). */
export const MAX_UPLOAD_BYTES = 10 * MB;

/** The one file plus the multipart framing around it: boundaries and the part's headers. */
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

/**
 * 413 in the §8 shape for a body or file over the cap. The answer closes the connection: the
 * request is answered before its body was read whole, and what is left of it is never read
 * (keeping the connection would mean reading and throwing away the rest first).
 */
export const fileTooLarge = (where: string): HttpError =>
  new HttpError(413, ErrorCodes.bodyTooLarge, `${where}: the file is larger than ${MAX_UPLOAD_BYTES / MB} MB`, {
    connection: 'close',
  });
