import { callsWith, type Call, type Outgoing } from '../call.ts';
import type { AnySchema, ApiClient, CallOptions } from '../client.ts';
import type * as v from 'valibot';
import { isApiError } from '../errors.ts';

/**
 * Onboarding screens show every failure inline (a field error, an alert, or the step's
 * load error with Retry), so no call raises the popup. 'hidden' rather than 'caller':
 * these calls carry the bearer token, and §8 says a 401 logs the applicant out.
 */
export const INLINE: CallOptions = { errors: 'hidden' };

/** A 10 MB upload on a slow mobile link needs longer than the client's 30 s default. */
export const UPLOAD_TIMEOUT_MS = 120_000;

export const inline = callsWith(INLINE);
export const upload = callsWith({ ...INLINE, timeoutMs: UPLOAD_TIMEOUT_MS });

const MISSING_RECORD_CODE = 'EPL-40400';

export const applicationPath = (version: string, applicationId: string, rest: string): string =>
  `/${version}/application/${encodeURIComponent(applicationId)}/${rest}`;

export interface ApplicationRef {
  applicationId: string;
}

/** A call whose path names the application; `body` picks what of the input is sent. */
export function byApplication<I extends ApplicationRef = ApplicationRef>(
  path: (applicationId: string) => string,
  body?: (input: I) => unknown,
): (input: I) => Outgoing {
  return (input) => ({ path: path(input.applicationId), ...(body ? { body: body(input) } : {}) });
}

/** A call on /{version}/application/{id}/{rest}. */
export function atApplication<I extends ApplicationRef = ApplicationRef>(
  version: string,
  rest: string,
  body?: (input: I) => unknown,
): (input: I) => Outgoing {
  return byApplication((applicationId) => applicationPath(version, applicationId, rest), body);
}

/**
 * One record at /{version}/application/{id}/{rest} whose failures show inline: the path is
 * written once, and each of its calls names only its answer's schema and what it sends.
 */
export function inlineAt(version: string, rest: string) {
  return {
    get: <S extends AnySchema>(schema: S): Call<ApplicationRef, v.InferOutput<S>> =>
      inline.call('get', schema, atApplication(version, rest)),
    patch: <S extends AnySchema, I extends ApplicationRef = ApplicationRef>(
      schema: S,
      body?: (input: I) => unknown,
    ): Call<I, v.InferOutput<S>> => inline.call('patch', schema, atApplication<I>(version, rest, body)),
  };
}

/** GET /v1/application/{id}/{rest} as a file (a preview or a download); its failures show inline. */
export async function readApplicationFile(client: ApiClient, input: ApplicationRef, rest: string): Promise<Blob> {
  return (await client.getBlob(applicationPath('v1', input.applicationId, rest), INLINE)).blob;
}

/** The file in the multipart field the endpoint reads, under its own name. */
export function fileForm(field: string, file: File): FormData {
  const form = new FormData();
  form.append(field, file, file.name);
  return form;
}

/**
 * Some reads are 404 until an earlier step supplies their record (the Aadhaar address
 * before DigiLocker, PAN details before a PAN): for the step that means "nothing yet",
 * not a failure.
 */
export async function nullWhenMissing<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 404 && error.code === MISSING_RECORD_CODE) return null;
    throw error;
  }
}
