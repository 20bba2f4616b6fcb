import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { serve, type ServerType } from '@hono/node-server';
import { auth, makeSandbox } from '../../support/server/sandbox.ts';
import type { ErrorAnswer, TestSandbox } from '../../support/server/sandbox.ts';
import { applicant, PNG_BYTES, personalInfo, seed, upload } from '../../support/server/onboarding.ts';
import type { Applicant } from '../../support/server/onboarding.ts';

// An upload streams through busboy into a temporary file (server/http/multipart-file.ts), both
// as the listening server reads it (the socket's own stream) and in process (the web body that
// app.request() gives): it is stored when whole and good, refused in the §8 shape otherwise, and
// its temporary file is gone in every outcome. TMPDIR points at a directory of this file's own,
// so a leftover is seen and no other test's files are.

const MB = 1024 * 1024;
const BOUNDARY = '----saakh-test';

let s: TestSandbox;
let a: Applicant;
let path: string;
let server: ServerType;
let port: number;
let uploadsDir: string;
const previousTmpdir = process.env.TMPDIR;

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'saakh-upload-test-'));
  process.env.TMPDIR = uploadsDir;
  s = makeSandbox();
  a = await applicant(s);
  await seed(s, a.phone, { personalInfo, kycMode: 'manual' });
  path = `/v3${a.app}/address-proof?documentType=passport`;
  await new Promise<void>((resolve) => {
    server = serve({ fetch: s.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      port = info.port;
      resolve();
    });
  });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  s.close();
  if (previousTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmpdir;
  rmSync(uploadsDir, { recursive: true, force: true });
});

const leftovers = (): string[] => readdirSync(uploadsDir);

afterEach(() => {
  expect(leftovers()).toEqual([]);
});

/** A PNG (its signature and header chunk) padded to `bytes`: what the address-proof route takes. */
function png(bytes: number): Uint8Array {
  const file = new Uint8Array(bytes);
  file.set(PNG_BYTES);
  return file;
}

const partHead = (field: string, name: string, type = 'image/png'): string =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
  `Content-Type: ${type}\r\n\r\n`;

/** A whole multipart body with one file part. */
const multipart = (field: string, name: string, file: Uint8Array): Buffer =>
  Buffer.concat([Buffer.from(partHead(field, name)), file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);

type Answer = { status: number; headers: IncomingMessage['headers']; body: string };

/** Sends `body` to the listening server in 64 KB writes with its length declared, as a browser does. */
function send(body: Buffer, headers: Record<string, string> = auth(a.token)): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(body.byteLength),
        ...headers,
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (data: string) => (text += data));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    for (let offset = 0; offset < body.byteLength; offset += 64 * 1024) {
      req.write(body.subarray(offset, offset + 64 * 1024));
    }
    req.end();
  });
}

/** In process, a body that arrives in pieces (no length known), as a browser's upload does. */
function streamed(parts: readonly Uint8Array[], failAtEnd = false): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream({
    pull(controller) {
      const part = parts[index++];
      if (part) return controller.enqueue(part);
      if (failAtEnd) return controller.error(new Error('the client went away'));
      controller.close();
    },
  });
}

const postInProcess = (body: ReadableStream<Uint8Array> | string, contentType: string): Promise<Response> =>
  Promise.resolve(
    s.app.request(path, {
      method: 'POST',
      headers: { ...auth(a.token), 'content-type': contentType },
      body,
      duplex: 'half',
    } as RequestInit),
  );

async function errorOf(response: Response): Promise<ErrorAnswer['error']> {
  return ((await response.json()) as ErrorAnswer).error;
}

const storedDocument = () =>
  s.db.prepare("SELECT file_name, size, sha256 FROM onboarding_documents WHERE kind = 'addressProof'").get() as
    { file_name: string; size: number; sha256: string } | undefined;

describe('an upload over a listening server', () => {
  it('is stored whole: its name, size and SHA-256 are those of the bytes sent', async () => {
    const file = png(3 * MB + 17);
    const answer = await send(multipart('file', 'passport.png', file));
    expect(answer.status, answer.body).toBe(200);
    expect(storedDocument()).toEqual({
      file_name: 'passport.png',
      size: file.byteLength,
      sha256: createHash('sha256').update(file).digest('hex'),
    });
  });

  it('past the cap is refused, and the connection closed rather than the rest read', async () => {
    const answer = await send(multipart('file', 'big.png', png(10 * MB + 1)));
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'EPL-41300', message: 'body.file: the file is larger than 10 MB' },
    });
    expect(answer.headers.connection).toBe('close');
  });

  it('of the wrong kind is refused with a 415', async () => {
    const answer = await send(multipart('file', 'passport.png', new Uint8Array(2 * MB).fill(0x41)));
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'EPL-41500' } });
  });

  it('that the client abandons midway leaves no file behind', async () => {
    const documentsBefore = s.count('onboarding_documents');
    const req = request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: {
        ...auth(a.token),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(4 * MB),
      },
    });
    req.on('error', () => undefined); // the abort itself
    req.write(partHead('file', 'passport.png'));
    req.write(png(2 * MB));
    // The server has begun writing the file: then the client goes away.
    for (let waited = 0; leftovers().length === 0; waited += 10) {
      if (waited > 5000) throw new Error('the upload never reached the disk');
      await sleep(10);
    }
    req.destroy();
    for (let waited = 0; leftovers().length > 0; waited += 10) {
      if (waited > 5000) break; // afterEach reports what is left
      await sleep(10);
    }
    expect(s.count('onboarding_documents')).toBe(documentsBefore);
  });
});

describe('an upload in process', () => {
  it('keeps a file name written in another script, sent as UTF-8', async () => {
    const answer = await upload(s, 'POST', path, a.token, { bytes: png(1024), name: 'पासपोर्ट.png' });
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(storedDocument()?.file_name).toBe('पासपोर्ट.png');
  });

  it('streamed past the cap is refused', async () => {
    const head = Buffer.from(partHead('file', 'big.png'));
    const chunk = new Uint8Array(64 * 1024).fill(0x41);
    const response = await postInProcess(
      streamed([head, ...Array.from({ length: 11 * 16 }, () => chunk)]),
      `multipart/form-data; boundary=${BOUNDARY}`,
    );
    expect(response.status).toBe(413);
    // Whichever count passes its cap first answers: the file's (busboy) or the body's (framing allowed).
    expect(await errorOf(response)).toEqual({
      code: 'EPL-41300',
      message: expect.stringMatching(/^body(\.file)?: the file is larger than 10 MB$/) as unknown,
    });
  });

  it('that breaks off midway is refused, and leaves no file behind', async () => {
    const response = await postInProcess(
      streamed([Buffer.from(partHead('file', 'passport.png')), png(MB)], true),
      `multipart/form-data; boundary=${BOUNDARY}`,
    );
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      code: 'EPL-40000',
      message: 'body: the upload stopped before the whole file arrived',
    });
  });
});

describe('a body that is no upload gets a 400 in the §8 shape', () => {
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  const unreadable = { code: 'EPL-40000', message: 'body: could not be read as multipart/form-data' };

  it('multipart without a boundary', async () => {
    const response = await postInProcess('anything', 'multipart/form-data');
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual(unreadable);
  });

  it('a form that never ends', async () => {
    const response = await postInProcess(streamed([Buffer.from(partHead('file', 'p.png')), png(1024)]), type);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual(unreadable);
  });

  it('a form with no part at all, or the file in another field', async () => {
    const empty = await postInProcess(`--${BOUNDARY}--\r\n`, type);
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toEqual({ code: 'EPL-40000', message: 'body.file: a file is required' });
    const elsewhere = await postInProcess(streamed([multipart('document', 'p.png', png(1024))]), type);
    expect(await errorOf(elsewhere)).toEqual({ code: 'EPL-40000', message: 'body.file: a file is required' });
  });

  it('a second file, or a crowd of fields beside the file', async () => {
    const twoFiles = Buffer.concat([
      Buffer.from(partHead('file', 'a.png')),
      png(1024),
      Buffer.from('\r\n'),
      multipart('file', 'b.png', png(1024)),
    ]);
    const fields = Array.from(
      { length: 6 },
      (_, index) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="note${index}"\r\n\r\nhello\r\n`,
    ).join('');
    const crowded = Buffer.concat([Buffer.from(fields), multipart('file', 'p.png', png(1024))]);
    for (const body of [twoFiles, crowded]) {
      const response = await postInProcess(streamed([body]), type);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toEqual({
        code: 'EPL-40000',
        message: 'body: must hold one file, in field "file", and nothing more',
      });
    }
    expect(storedDocument()?.file_name).not.toBe('b.png');
  });
});
