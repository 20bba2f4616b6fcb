import { ErrorCodes, HttpError } from '../kit/errors.ts';

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

/**
 * 411 in the §8 shape for an upload sent without its length (chunked). Browsers always declare
 * the length of a form they upload, and so does every client the app has; refusing the rest
 * before a byte is read means a chunked body of any size costs the server nothing, where
 * counting it would read (and leave for collection) up to the cap first. The connection closes:
 * the body is never read.
 */
export const lengthRequired = (): HttpError =>
  new HttpError(
    411,
    ErrorCodes.lengthRequired,
    'body: an upload must declare its size (Content-Length); a chunked upload is not taken',
    { connection: 'close' },
  );
