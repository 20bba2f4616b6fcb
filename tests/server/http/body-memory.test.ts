import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { serve, type ServerType } from '@hono/node-server';
import { createServerApp } from '../../../server/serve.ts';
import { makeSandbox } from '../../support/server/sandbox.ts';
import type { TestSandbox } from '../../support/server/sandbox.ts';
import { applicant, personalInfo, seed } from '../../support/server/onboarding.ts';

// Finding 4 of issue 27 as the attacker ran it, against a listening server (`npm start`'s app on
// @hono/node-server): a 50 MB JSON body and a chunked 100 MB upload are refused as they stream, and
// the process does not hold them. Before the limits, five 50 MB bodies took 340 → 679 MB.
//
// What decides is bytes, not time or the process's memory alone: the client streams with
// backpressure, so what it has handed to the socket when the answer comes is what the server read
// plus the loopback's buffers (a few MB). Resident memory is sampled too, with a bound far under
// the body's size: vitest's threads share the process, so a tight figure would measure them.
//
// An upload is read up to its 10 MB cap before it can be refused, and each read of the socket is
// a new buffer that V8 frees at its next collection, not at once: memory grows by about the cap
// even when nothing is kept, and resident memory (the process's) moves with other test threads
// too. So the upload's bound is on this thread's heap and buffers, from a fully collected start.
// Measured on the 2-core development host (29 Nov 2026), a chunked 100 MB file part: before
// busboy (hono's bodyLimit, then parseBody, each holding the cap) 14.5–15.1 MB sent, the thread
// +32.6–33.8 MB, resident +29.6–37.4 MB; streamed through busboy to disk 14.1–14.8 MB sent, the
// thread +14.6 MB (10 of it the socket's reads, garbage), resident +9.1–11.1 MB alone and up to
// +20 MB beside other test files; once collected, 0.1–0.6 MB of it is left.

const MB = 1024 * 1024;
/** What the loopback's socket buffers can take beyond what the server read (a few MB; room to spare). */
const LOOPBACK_SLACK_MB = 16;
/** A bound on resident growth far under a held 50 MB body, yet above other threads' noise. */
const HELD_BODY_MB = 40;
/**
 * "Within a second" (issue 27) is the figure alone: 0.1–0.7 s measured. Beside 30 other test
 * files on the loaded 2-core host it took 1.6 s once, CPU-bound (hashing and writing the cap):
 * the bytes sent are what prove the refusal came at the cap; the time guards against a stall.
 */
const REFUSED_WITHIN_MS = 2000;
/** What a refused chunked upload may cost the thread: a few of its first socket reads, nothing more. */
const UNREAD_UPLOAD_MB = 3;
/** The thread's growth while a file streams to its cap: the cap's reads awaiting collection, never the file held. */
const STREAMED_UPLOAD_MB = 20;

/** V8's full collection, which vitest does not expose: the flag is set at run time instead. */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
/** V8 frees a collected buffer's memory a moment after the collection (its sweeper runs apart). */
const SWEEP_MS = 20;

let s: TestSandbox;
let server: ServerType;
let port: number;
let distDir: string;
let token: string;
/** An upload route the applicant may use now (address proof, at the PAN and KYC step). */
let uploadPath: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'saakh-dist-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  s = makeSandbox();
  const a = await applicant(s);
  await seed(s, a.phone, { personalInfo, kycMode: 'manual' });
  token = a.token;
  uploadPath = `/v3${a.app}/address-proof?documentType=passport`;
  const app = createServerApp({ distDir, sandbox: s });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      port = info.port;
      resolve();
    });
  });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  s.close();
  rmSync(distDir, { recursive: true, force: true });
});

const BOUNDARY = '----saakh-probe';
const UPLOAD_HEADERS = (): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  'transfer-encoding': 'chunked',
});
/** The start of a file part: what follows it is the file's content, for as long as the client sends. */
const filePart = (field: string): Buffer =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="passport.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );

type Outcome = {
  status: number;
  body: string;
  ms: number;
  sentMb: number;
  /** The process's resident memory: other test threads' too. */
  peakGrowthMb: number;
  /** This thread's heap and the buffers outside it (ArrayBuffers), which other threads do not touch. */
  threadGrowthMb: number;
};

const threadBytes = (): number => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
};

/**
 * Streams `total` bytes of one repeated 64 KB chunk (after `prefix`, the start of a multipart
 * file part, when given), as fast as the server reads them (the client's own buffers stay
 * small), until the answer comes; samples the process's resident memory meanwhile, from a fully
 * collected start. The client never allocates the body, so what grows is the server's.
 */
async function attack(
  path: string,
  method: string,
  total: number,
  headers: Record<string, string>,
  prefix?: Buffer,
): Promise<Outcome> {
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  collectGarbage();
  await sleep(SWEEP_MS);
  const baseline = process.memoryUsage().rss;
  const threadBaseline = threadBytes();
  let peak = baseline;
  let threadPeak = threadBaseline;
  const sample = (): void => {
    peak = Math.max(peak, process.memoryUsage().rss);
    threadPeak = Math.max(threadPeak, threadBytes());
  };
  const sampler = setInterval(sample, 5);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers });
    let answered = false;
    let sent = 0;
    if (prefix) req.write(prefix);
    const pump = (): void => {
      while (!answered && sent < total) {
        const piece = chunk.subarray(0, Math.min(chunk.byteLength, total - sent));
        sent += piece.byteLength;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    req.on('response', (res) => {
      answered = true;
      const ms = performance.now() - started;
      const sentMb = sent / MB;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (data: string) => (body += data));
      res.on('end', () => {
        clearInterval(sampler);
        sample();
        req.destroy();
        resolve({
          status: res.statusCode ?? 0,
          body,
          ms,
          sentMb,
          peakGrowthMb: (peak - baseline) / MB,
          threadGrowthMb: (threadPeak - threadBaseline) / MB,
        });
      });
    });
    // The server closes the socket once it has answered (and, past a cap, without reading on): expected.
    req.on('error', (error) => {
      if (!answered) {
        clearInterval(sampler);
        reject(error);
      }
    });
    pump();
  });
}

describe('a listening server refuses oversized bodies as they stream', () => {
  it('answers a declared 50 MB JSON body with 413 at once, without reading it', async () => {
    const outcome = await attack('/v1/session/create', 'POST', 50 * MB, {
      'content-type': 'application/json',
      'content-length': String(50 * MB),
    });
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body)).toEqual({
      error: { code: 'EPL-41300', message: 'body: larger than the 8 KB allowed' },
    });
    expect(outcome.sentMb).toBeLessThan(LOOPBACK_SLACK_MB);
    expect(outcome.peakGrowthMb).toBeLessThan(HELD_BODY_MB);
  });

  it('refuses five such bodies sent at once, as the probe did (it saw 340 → 679 MB)', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () =>
        attack('/v1/session/create', 'POST', 50 * MB, {
          'content-type': 'application/json',
          'transfer-encoding': 'chunked',
        }),
      ),
    );
    // Five bodies held would be 250 MB; their refusals together stay far under one.
    expect(Math.max(...outcomes.map((outcome) => outcome.peakGrowthMb))).toBeLessThan(HELD_BODY_MB);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe(413);
      expect(outcome.sentMb).toBeLessThan(LOOPBACK_SLACK_MB);
    }
  });

  it('cuts a chunked 50 MB JSON body at the limit', async () => {
    const outcome = await attack('/v1/session/create', 'POST', 50 * MB, {
      'content-type': 'application/json',
      'transfer-encoding': 'chunked',
    });
    expect(outcome.status).toBe(413);
    expect(outcome.sentMb).toBeLessThan(LOOPBACK_SLACK_MB);
    expect(outcome.peakGrowthMb).toBeLessThan(HELD_BODY_MB);
  });

  it('refuses a chunked 100 MB file at once, before reading it (411), without the server growing', async () => {
    const outcome = await attack(uploadPath, 'POST', 100 * MB, UPLOAD_HEADERS(), filePart('file'));
    expect(outcome.status).toBe(411);
    expect(JSON.parse(outcome.body)).toEqual({
      error: {
        code: 'EPL-41100',
        message: 'body: an upload must declare its size (Content-Length); a chunked upload is not taken',
      },
    });
    expect(outcome.ms).toBeLessThan(REFUSED_WITHIN_MS);
    expect(outcome.sentMb).toBeLessThan(LOOPBACK_SLACK_MB);
    expect(outcome.threadGrowthMb).toBeLessThan(UNREAD_UPLOAD_MB);
    expect(outcome.peakGrowthMb).toBeLessThan(HELD_BODY_MB);
  });

  it('cuts a declared upload whose file passes the cap at the cap, as it streams to disk', async () => {
    const { 'transfer-encoding': _, ...declared } = UPLOAD_HEADERS();
    // Declared within the body's limit, so only counting the file's bytes can stop it.
    const outcome = await attack(
      uploadPath,
      'POST',
      10 * MB + 32 * 1024,
      {
        ...declared,
        'content-length': String(10 * MB + 32 * 1024 + filePart('file').byteLength),
      },
      filePart('file'),
    );
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body)).toEqual({
      error: { code: 'EPL-41300', message: 'body.file: the file is larger than 10 MB' },
    });
    expect(outcome.sentMb).toBeLessThan(10 + LOOPBACK_SLACK_MB);
    expect(outcome.threadGrowthMb).toBeLessThan(STREAMED_UPLOAD_MB);
    expect(outcome.peakGrowthMb).toBeLessThan(HELD_BODY_MB);
  });

  it('refuses a declared 100 MB upload from its Content-Length, before reading any of it', async () => {
    const { 'transfer-encoding': _, ...declared } = UPLOAD_HEADERS();
    const outcome = await attack(uploadPath, 'POST', 100 * MB, { ...declared, 'content-length': String(100 * MB) });
    expect(outcome.status).toBe(413);
    expect(outcome.sentMb).toBeLessThan(LOOPBACK_SLACK_MB);
    expect(outcome.peakGrowthMb).toBeLessThan(HELD_BODY_MB);
  });

  it('refuses the same upload without a sign-in before reading any of it', async () => {
    const { authorization: _, ...anonymous } = UPLOAD_HEADERS();
    const outcome = await attack(uploadPath, 'POST', 100 * MB, anonymous, filePart('file'));
    expect(outcome.status).toBe(401);
    expect(outcome.sentMb).toBeLessThan(LOOPBACK_SLACK_MB);
    expect(outcome.peakGrowthMb).toBeLessThan(HELD_BODY_MB);
  });
});
