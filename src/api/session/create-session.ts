import type { ApiClient, CallOptions } from '../client.ts';
import { sessionCreateResponseSchema, type SessionCreateRequest, type SessionCreateResponse } from './schemas.ts';

/** POST /v1/session/create (no auth). */
export function createSession(
  client: ApiClient,
  input: SessionCreateRequest,
  options: CallOptions = {},
): Promise<SessionCreateResponse> {
  return client.post('/v1/session/create', input, { ...options, schema: sessionCreateResponseSchema });
}
