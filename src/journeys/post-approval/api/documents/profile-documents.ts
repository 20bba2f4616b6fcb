import { callsWith } from '../../../../api/call.ts';
import { profileDocumentsSchema } from './profile-schemas.ts';

// The profile's documents page reads only this: it takes the call machinery the app shell already
// loads, not the onboarding calls module, so the page's chunk stays small. Its failure is shown
// on the page with Retry ('hidden': a 401 still logs out, §8).

const onPage = callsWith({ errors: 'hidden' });

/** GET /v1/application/{id}/documents: every statement and document uploaded (the profile's list). */
export const getProfileDocuments = onPage.call('get', profileDocumentsSchema, (input: { applicationId: string }) => ({
  path: `/v1/application/${encodeURIComponent(input.applicationId)}/documents`,
}));
