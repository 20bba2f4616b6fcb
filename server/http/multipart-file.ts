import busboy from 'busboy';
import type { Context } from 'hono';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { SandboxEnv } from '../context.ts';
import { badRequest, type HttpError } from '../kit/errors.ts';
import { fileTooLarge, MAX_UPLOAD_BODY_BYTES, MAX_UPLOAD_BYTES } from './upload-limits.ts';

// An upload's body streams through busboy (docs/decisions/024-streamed-uploads.md) and its file
// onto disk as it arrives: the process holds a few stream buffers, never the body. Past the cap,
// reading stops there and then.

/** The file of a multipart body, written to the path it was given. */
export type ReceivedFile = { name: string; declaredType: string; size: number; sha256: string };

// The app sends the file alone; a field or two beside it is tolerated (and ignored), more is not an upload.
const LIMITS: busboy.Limits = {
  // busboy says 'limit' when a file reaches this size: one byte past the cap is a file over it.
  fileSize: MAX_UPLOAD_BYTES + 1,
  files: 1,
  fields: 4,
  fieldSize: 1024,
  // busboy says 'partsLimit' when the count reaches this: the file and four fields stay under it.
  parts: 6,
  headerPairs: 8,
};

const malformed = (): HttpError => badRequest('body: could not be read as multipart/form-data');
// busboy reads a part's headers as HTTP does: a control character (NUL, say) in a file name is
// no header value, so the file name never reaches the check that would name the character.
const unreadableHeaders = (): HttpError =>
  badRequest("body: a part's headers could not be read; a file name must not contain control characters");
const interrupted = (): HttpError => badRequest('body: the upload stopped before the whole file arrived');

/** The disk failed the write (full, say): the server's fault, answered 500, not the sender's. */
const isFileSystemError = (error: unknown): error is NodeJS.ErrnoException =>
  error instanceof Error && 'syscall' in error;
const storeFailure = (error: unknown): Error => (isFileSystemError(error) ? error : malformed());

type Source = { stream: Readable; stop(): void };

/**
 * The request's body as a Node stream. Under @hono/node-server it is the socket's own
 * IncomingMessage (hono's web body over it would add a queue of its own); stopping pauses it
 * rather than destroying it, as the socket must still carry the answer, which then closes the
 * connection (`fileTooLarge`). In process (`app.request()`, as most tests call the API) it is the web body.
 */
function sourceOf(c: Context<SandboxEnv>): Source {
  const incoming = c.env?.incoming;
  if (incoming && !incoming.readableDidRead) {
    return {
      stream: incoming,
      stop: () => {
        incoming.unpipe();
        incoming.pause();
      },
    };
  }
  const body = c.req.raw.body;
  const stream = body ? Readable.fromWeb(body as WebReadableStream<Uint8Array>) : Readable.from([]);
  return { stream, stop: () => stream.destroy() };
}

/** Writes the file part to `path`, hashing and counting it on the way. */
async function store(file: Readable, path: string, info: busboy.FileInfo): Promise<ReceivedFile> {
  const hash = createHash('sha256');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.byteLength;
      done(null, chunk);
    },
  });
  await pipeline(file, measure, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
  return { name: info.filename ?? '', declaredType: info.mimeType, size, sha256: hash.digest('hex') };
}

/**
 * Reads the multipart body of `c` and writes the file in `field` to `path` (which must not
 * exist). Resolves once the body is read whole and the file is on disk; otherwise rejects with
 * the §8 answer: 413 past the body's or the file's cap, 400 for a body that is no multipart
 * form, holds no such file or too many parts, or stops short. Whatever the outcome, the file's
 * write stream is closed before the promise settles, so the caller may remove the file.
 */
export function receiveFile(c: Context<SandboxEnv>, field: string, path: string): Promise<ReceivedFile> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': c.req.header('content-type') ?? '' },
      limits: LIMITS,
      // Browsers send a file's name as UTF-8 (हिसाब.pdf), which busboy would read as Latin-1.
      defParamCharset: 'utf8',
    });
  } catch {
    return Promise.reject(malformed()); // no boundary, or not multipart at all
  }
  const source = sourceOf(c);
  let received = 0;
  let stored: Promise<ReceivedFile> | undefined;
  let settled = false;

  return new Promise<ReceivedFile>((resolve, reject) => {
    function fail(error: Error): void {
      if (settled) return;
      settled = true;
      source.stop();
      // Next tick: this may run inside busboy's or the counter's own write, which must return first.
      process.nextTick(() => {
        counter.destroy();
        parser.destroy();
      });
      const closed = stored ?? Promise.resolve();
      closed.then(
        () => reject(error),
        () => reject(error),
      );
    }

    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.byteLength;
        // Past the cap nothing more is passed on or asked for: `done` is never called.
        if (received > MAX_UPLOAD_BODY_BYTES) return fail(fileTooLarge('body'));
        done(null, chunk);
      },
    });

    parser.on('file', (name, file, info) => {
      if (name !== field || stored) return void file.resume();
      file.on('limit', () => fail(fileTooLarge(`body.${field}`)));
      stored = store(file, path, info);
      stored.catch((error: unknown) => fail(storeFailure(error)));
    });
    const tooManyParts = () => fail(badRequest(`body: must hold one file, in field "${field}", and nothing more`));
    parser.on('filesLimit', tooManyParts);
    parser.on('fieldsLimit', tooManyParts);
    parser.on('partsLimit', tooManyParts);
    parser.on('error', (error: Error) =>
      fail(error.message === 'Malformed part header' ? unreadableHeaders() : malformed()),
    );
    parser.on('finish', () => {
      if (!stored) return fail(badRequest(`body.${field}: a file is required`));
      stored.then(
        (file) => {
          if (settled) return;
          settled = true;
          resolve(file);
        },
        (error: unknown) => fail(storeFailure(error)),
      );
    });

    // A client that goes away mid-body (or a request timeout) ends the source without its end.
    source.stream.on('error', () => fail(interrupted()));
    source.stream.on('close', () => {
      if (!source.stream.readableEnded) fail(interrupted());
    });
    source.stream.pipe(counter).pipe(parser);
  });
}
