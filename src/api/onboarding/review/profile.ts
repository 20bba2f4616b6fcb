import type { ApiClient, CallOptions } from '../../client.ts';
import { INLINE, applicationPath } from '../calls.ts';
import { applicationProfileSchema, type ApplicationProfile } from './schemas.ts';

/** GET /v2/application/{id}/profile: the review screen's whole read. Errors: hidden (load error with Retry). */
export function getApplicationProfile(
  client: ApiClient,
  input: { applicationId: string },
  options: CallOptions = {},
): Promise<ApplicationProfile> {
  return client.get(applicationPath('v2', input.applicationId, 'profile'), {
    ...INLINE,
    ...options,
    schema: applicationProfileSchema,
  });
}
