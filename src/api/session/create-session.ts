import { plain } from '../call.ts';
import { sessionCreateResponseSchema, type SessionCreateRequest } from './schemas.ts';

/** POST /v1/session/create (no auth). */
export const createSession = plain.call('post', sessionCreateResponseSchema, (input: SessionCreateRequest) => ({
  path: '/v1/session/create',
  body: input,
}));
