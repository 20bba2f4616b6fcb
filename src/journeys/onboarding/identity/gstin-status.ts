import { fromPromise, type ActorRefFrom } from 'xstate';
import { gstinStatusMachine, type GstinStatusLoad } from '../../../../machines/onboarding/gstin-status.machine.ts';
import type { ApiClient } from '../../../api/client.ts';
import { getHome } from '../../../api/home/get-home.ts';
import { getGstVerificationStatus, getIsGstVerified } from '../api/identity/gst/index.ts';
import { apiClient } from '../../api-client.ts';
import { pageJourney } from '../../runtime/spec.ts';

/** The /gstin-verification page's machine with its read on the app's client. */
export function gstinStatusLogic(client: ApiClient) {
  return gstinStatusMachine.provide({
    actors: {
      loadStatus: fromPromise<GstinStatusLoad, void>(async () => {
        const status = await getGstVerificationStatus(client);
        if (status.gstin === null) return { status, taxpayerType: null };
        const home = await getHome(client);
        const verified = await getIsGstVerified(client, { applicationId: home.application.id });
        return { status, taxpayerType: verified.taxpayerType };
      }),
    },
  });
}

export type GstinStatusRef = ActorRefFrom<typeof gstinStatusMachine>;

/** One status actor for the page while it is open: each visit reads the status again. */
export const gstinStatusJourney = pageJourney('gstinStatus', () => gstinStatusLogic(apiClient));
