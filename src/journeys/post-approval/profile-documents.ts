import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { profileDocumentsMachine } from '../../../machines/post-approval/profile-documents.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import { getHome } from '../../api/home/get-home.ts';
import { getProfileDocuments } from '../../api/post-approval/documents/profile-documents.ts';
import type { ProfileDocuments } from '../../../rules/post-approval/documents.ts';
import { apiClient } from '../api-client.ts';
import { getInspect } from '../inspect.ts';

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

/** One actor for the page while it is open. */
export function useProfileDocuments(client: ApiClient = apiClient): ProfileDocumentsRef {
  const [logic] = useState(() => profileDocumentsLogic(client));
  return useActorRef(logic, { inspect: getInspect() });
}
