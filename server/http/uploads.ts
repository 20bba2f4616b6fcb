import type { Context } from 'hono';
import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { SandboxEnv } from '../context.ts';
import { badRequest, HttpError } from '../kit/errors.ts';
import { receiveFile, type ReceivedFile } from './multipart-file.ts';
import { invisibleCharacterIn } from '../kit/validation.ts';
import { OnboardingErrorCodes } from '../onboarding/errors.ts';

export type FileFamily = 'document' | 'image' | 'video';

/** `matches` looks at the first bytes; `parses`, when given, asks whether the whole file is what they claim. */
type Signature = {
  contentType: string;
  described: string;
  matches(bytes: Uint8Array): boolean;
  parses?(bytes: Uint8Array): Promise<boolean>;
};

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean =>
  prefix.every((byte, index) => bytes[offset + index] === byte);

/**
 * "%PDF-" and then anything is no PDF: pdf-lib must find its cross-reference, catalogue and at
 * least one page. Encrypted files still parse (their structure is plain; only strings and streams
 * are encrypted), so a password-protected statement is recognised as a PDF and the statement
 * route can say it must be unlocked first (docs/decisions/005-password-protected-pdf.md).
 */
async function parsesAsPdf(bytes: Uint8Array): Promise<boolean> {
  try {
    const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return document.getPageCount() > 0;
  } catch {
    return false;
  }
}

const PDF: Signature = {
  contentType: 'application/pdf',
  described: 'a PDF',
  matches: (b) => startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d]),
  parses: parsesAsPdf,
};
// After the PNG signature comes the IHDR chunk (length 13) with a width and height of at least 1.
const PNG: Signature = {
  contentType: 'image/png',
  described: 'a PNG image',
  matches: (b) =>
    startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) &&
    startsWith(b, [0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52], 8) &&
    b.byteLength >= 33 &&
    new DataView(b.buffer, b.byteOffset).getUint32(16) > 0 &&
    new DataView(b.buffer, b.byteOffset).getUint32(20) > 0,
};
// Start of image, then a marker (0xFF and a marker code): APPn, a table, a frame or a comment.
const JPEG: Signature = {
  contentType: 'image/jpeg',
  described: 'a JPEG image',
  matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) && (b[3] ?? 0) >= 0xc0 && (b[3] ?? 0xff) < 0xff,
};
const WEBM: Signature = {
  contentType: 'video/webm',
  described: 'a WebM video',
  matches: (b) => startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]),
};
const MP4: Signature = {
  contentType: 'video/mp4',
  described: 'an MP4 video',
  matches: (b) => startsWith(b, [0x66, 0x74, 0x79, 0x70], 4),
};

// The file's own first bytes decide its type: names and declared types are the sender's word.
const FAMILIES: Readonly<Record<FileFamily, { signatures: readonly Signature[]; described: string }>> = {
  document: { signatures: [PDF, JPEG, PNG], described: 'a PDF, JPEG or PNG file' },
  image: { signatures: [JPEG, PNG], described: 'a JPEG or PNG image' },
  video: { signatures: [WEBM, MP4], described: 'a WebM or MP4 video' },
};

const KNOWN_TYPES: ReadonlyMap<string, Signature> = new Map(
  [PDF, PNG, JPEG, WEBM, MP4].map((signature) => [signature.contentType, signature]),
);

export type Upload = { fileName: string; size: number; contentType: string; sha256: string; bytes: Uint8Array };

/** Each upload's temporary directory, under the OS's (tests look for leftovers by it). */
export const UPLOAD_DIR_PREFIX = 'saakh-upload-';

/** Enough of a file's start for every signature above (a PNG's header runs to byte 33). */
const HEAD_BYTES = 64;

async function readHead(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The checks on a file received whole and within the cap, read from where it was written. */
async function checked(file: ReceivedFile, path: string, field: string, family: FileFamily): Promise<Upload> {
  if (file.size === 0) throw badRequest(`body.${field}: the file is empty`);
  const invisible = invisibleCharacterIn(file.name);
  if (invisible) throw badRequest(`body.${field}: the file name contains ${invisible}; please rename the file`);
  const { signatures, described } = FAMILIES[family];
  const head = await readHead(path);
  const signature = signatures.find((candidate) => candidate.matches(head));
  const unsupported = (why: string) =>
    new HttpError(415, OnboardingErrorCodes.unsupportedFile, `body.${field}: ${why}`);
  if (!signature) throw unsupported(`must be ${described}`);
  // A declared type is the sender's word, but one that names another known type is a mislabelled file.
  const claimed = KNOWN_TYPES.get(file.declaredType.toLowerCase());
  if (claimed && claimed !== signature) {
    throw unsupported(`the file is sent as ${claimed.described} but its content is ${signature.described}`);
  }
  // Accepted or nearly: at most the cap, read whole for the parse and for the caller to keep.
  const read = await readFile(path);
  const bytes = new Uint8Array(read.buffer, read.byteOffset, read.byteLength);
  if (signature.parses && !(await signature.parses(bytes))) {
    throw unsupported(`the file starts like ${signature.described} but cannot be read as one`);
  }
  return {
    fileName: (file.name || field).slice(0, 200),
    size: file.size,
    contentType: signature.contentType,
    sha256: file.sha256,
    bytes,
  };
}

/**
 * Reads and checks the one file of a multipart upload; throws the §8 answer otherwise. The
 * route declares `uploadBody` (a Content-Length over the cap is refused before this runs); the
 * body streams to a temporary file, counted as it comes (server/http/multipart-file.ts), and the
 * file is gone when this returns, whatever the outcome.
 */
export async function readUpload(c: Context<SandboxEnv>, field: string, family: FileFamily): Promise<Upload> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw badRequest(`body: must be multipart/form-data with the file in field "${field}"`);
  }
  const dir = await mkdtemp(join(tmpdir(), UPLOAD_DIR_PREFIX));
  try {
    const path = join(dir, 'file');
    return await checked(await receiveFile(c, field, path), path, field, family);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
