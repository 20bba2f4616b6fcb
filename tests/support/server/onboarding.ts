import { auth, json, logIn } from './sandbox.ts';
import type { LoggedIn, TestSandbox } from './sandbox.ts';
import { makeTextPdf } from '../../fixtures/pdf/make-pdf.ts';

/** A real 1×1 PNG. */
export const PNG_BYTES = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
);

/** The first bytes of a WebM file (EBML header, "webm" doc type) followed by filler. */
export const WEBM_BYTES = Uint8Array.from([
  0x1a,
  0x45,
  0xdf,
  0xa3,
  0x9f,
  0x42,
  0x86,
  0x81,
  0x01,
  0x42,
  0xf7,
  0x81,
  0x01,
  0x42,
  0xf2,
  0x81,
  0x04,
  0x42,
  0xf3,
  0x81,
  0x08,
  0x42,
  0x82,
  0x84,
  0x77,
  0x65,
  0x62,
  0x6d,
  ...new Array<number>(64).fill(0),
]);

export const pdfBytes = (text = 'Aadhaar front'): Promise<Uint8Array> => makeTextPdf([{ text }], text);

export type Position = {
  id: string;
  status: string;
  subStatus: string | null;
  nextAction: string;
  percentCompleted: number;
};

/** Sends one file as multipart, as the app's upload calls do. */
export function upload(
  s: TestSandbox,
  method: string,
  path: string,
  token: string,
  file: { field?: string; bytes: Uint8Array; name: string; type?: string },
): Promise<Response> {
  const form = new FormData();
  form.append(
    file.field ?? 'file',
    new File([Uint8Array.from(file.bytes)], file.name, { type: file.type ?? 'application/octet-stream' }),
  );
  return Promise.resolve(s.app.request(path, { method, body: form, headers: auth(token) }));
}

/** Calls and expects 200, answering the body; a failure shows the server's message. */
export async function ok<T = Record<string, unknown>>(response: Promise<Response> | Response): Promise<T> {
  const answer = await response;
  if (answer.status !== 200) throw new Error(`expected 200, got ${answer.status}: ${await answer.text()}`);
  return json<T>(answer);
}

export { businessInfo, currentAddress, GSTIN, personalInfo } from '../../fixtures/applicant.ts';

export type Applicant = LoggedIn & { s: TestSandbox; app: string };

export async function applicant(s: TestSandbox, phone = '9876543210'): Promise<Applicant> {
  const login = await logIn(s, phone);
  return { ...login, s, app: `/application/${login.applicationId}` };
}

export async function seed(s: TestSandbox, phone: string, body: Record<string, unknown>): Promise<void> {
  await ok(s.call('PUT', `/__sandbox/customers/${phone}`, body));
}

export async function home(a: Applicant): Promise<Record<string, unknown> & { application: Record<string, unknown> }> {
  return ok(a.s.call('GET', '/v1/home', undefined, auth(a.token)));
}

export const ONBOARDING_TABLES = [
  'onboarding_personal_info',
  'onboarding_addresses',
  'onboarding_business',
  'onboarding_memberships',
  'onboarding_documents',
  'onboarding_state',
] as const;
