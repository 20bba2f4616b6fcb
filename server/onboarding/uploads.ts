import type { Context } from 'hono';
import { createHash } from 'node:crypto';
import { badRequest, HttpError } from '../errors.ts';
import { OnboardingErrorCodes } from './errors.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type FileFamily = 'document' | 'image' | 'video';

type Signature = { contentType: string; matches(bytes: Uint8Array): boolean };

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean =>
  prefix.every((byte, index) => bytes[offset + index] === byte);

const PDF: Signature = {
  contentType: 'application/pdf',
  matches: (b) => startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d]),
};
const PNG: Signature = {
  contentType: 'image/png',
  matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
};
const JPEG: Signature = { contentType: 'image/jpeg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) };
const WEBM: Signature = { contentType: 'video/webm', matches: (b) => startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]) };
const MP4: Signature = { contentType: 'video/mp4', matches: (b) => startsWith(b, [0x66, 0x74, 0x79, 0x70], 4) };

// The file's own first bytes decide its type: names and declared types are the sender's word.
const FAMILIES: Readonly<Record<FileFamily, { signatures: readonly Signature[]; described: string }>> = {
  document: { signatures: [PDF, JPEG, PNG], described: 'a PDF, JPEG or PNG file' },
  image: { signatures: [JPEG, PNG], described: 'a JPEG or PNG image' },
  video: { signatures: [WEBM, MP4], described: 'a WebM or MP4 video' },
};

export type Upload = { fileName: string; size: number; contentType: string; sha256: string; bytes: Uint8Array };

const tooLarge = (field: string) =>
  new HttpError(413, OnboardingErrorCodes.fileTooLarge, `body.${field}: the file is larger than 10 MB`);

/** Reads and checks the one file of a multipart upload; throws the §8 answer otherwise. */
export async function readUpload(c: Context, field: string, family: FileFamily): Promise<Upload> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw badRequest(`body: must be multipart/form-data with the file in field "${field}"`);
  }
  // Refuse an obviously oversized body before reading it (multipart framing adds a little).
  const declaredLength = Number(c.req.header('content-length') ?? '0');
  if (declaredLength > MAX_UPLOAD_BYTES + 64 * 1024) throw tooLarge(field);
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw badRequest('body: could not be read as multipart/form-data');
  }
  const file = form[field];
  if (!(file instanceof File)) throw badRequest(`body.${field}: a file is required`);
  if (file.size === 0) throw badRequest(`body.${field}: the file is empty`);
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge(field);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const { signatures, described } = FAMILIES[family];
  const signature = signatures.find((candidate) => candidate.matches(bytes));
  if (!signature) {
    throw new HttpError(415, OnboardingErrorCodes.unsupportedFile, `body.${field}: must be ${described}`);
  }
  const fileName = (file.name || `${field}`).slice(0, 200);
  return {
    fileName,
    size: bytes.byteLength,
    contentType: signature.contentType,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    bytes,
  };
}
