import { assign, setup } from 'xstate';
import type { GstVerificationStatus } from '../../rules/onboarding/identity.ts';
import { appCall, messageOf } from '../kit/app-call.ts';
import { readOnceStates } from '../kit/read-once.ts';
import { chartTypes } from '../kit/chart-types.ts';

// The main app's /gstin-verification page (§2 Home layout): where the applicant's GSTIN stands
// with the GST portal. A read only; verifying happens in onboarding's additional-info step.

export const GSTIN_STATUS_PATH = '/gstin-verification';

export interface GstinStatusContext {
  status: GstVerificationStatus | null;
  taxpayerType: string | null;
  error: string | null;
}

export interface GstinStatusLoad {
  status: GstVerificationStatus;
  taxpayerType: string | null;
}

export const gstinStatusMachine = setup({
  types: chartTypes<GstinStatusContext, { type: 'RETRY' }>(),
  actors: {
    // Real implementation: src/journeys/onboarding/identity/gstin-status.ts.
    loadStatus: appCall<GstinStatusLoad, void>('loadStatus'),
  },
  actions: {
    keepStatus: assign((_, params: GstinStatusLoad) => ({
      status: params.status,
      taxpayerType: params.taxpayerType,
      error: null,
    })),
    showError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
  },
}).createMachine({
  id: 'gstinStatus',
  initial: 'loading',
  context: { status: null, taxpayerType: null, error: null },
  // loading: The Loader while the status is read.
  // shown: The GSTIN, its status and taxpayer type.
  // failed: The problem with Retry.
  states: readOnceStates(GSTIN_STATUS_PATH, 'loadStatus', 'keepStatus'),
});
