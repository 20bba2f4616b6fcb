import { fromPromise, type ActorRefFrom } from 'xstate';
import { profileDocumentsMachine } from '../../../machines/post-approval/profile-documents.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import { getHome } from '../../api/home/get-home.ts';
import { getProfileDocuments } from './api/documents/profile-documents.ts';
import type { ProfileDocuments } from '../../../rules/post-approval/documents.ts';
import { apiClient } from '../api-client.ts';
import { pageJourney } from '../runtime/spec.ts';

/** The /documents page's machine with its read on the app's client. */
export function profileDocumentsLogic(client: ApiClient) {
  return profileDocumentsMachine.provide({
    actors: {
      loadDocuments: fromPromise<ProfileDocuments, void>(async () => {
        const home = await getHome(client);
        return getProfileDocuments(client, { applicationId: home.application.id });
      }),
    },
  });
}

export type ProfileDocumentsRef = ActorRefFrom<typeof profileDocumentsMachine>;

/** One actor for the page while it is open: each visit reads the documents again. */
export const profileDocumentsJourney = pageJourney('profileDocuments', () => profileDocumentsLogic(apiClient));
