import { atApplication, inline } from '../calls.ts';
import { applicationProfileSchema } from './schemas.ts';

/** GET /v2/application/{id}/profile: the review screen's whole read. Errors: hidden (load error with Retry). */
export const getApplicationProfile = inline.call('get', applicationProfileSchema, atApplication('v2', 'profile'));
