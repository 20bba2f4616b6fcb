import { GSTIN } from '../../fixtures/applicant.ts';

// The sample events of the `gstinStatus` journey (/gstin-verification), for both runners: the
// status read answers the applicant's GSTIN as not yet verified, or fails with this message.

export const GSTIN_STATUS_FAULT = 'The GST status is unavailable for a moment.';

export const GSTIN_STATUS = { gstin: GSTIN, status: 'notStarted', verified: false } as const;
export const TAXPAYER_TYPE = 'Regular';

export const gstinStatusEvents = [
  { type: 'xstate.done.actor.loadStatus', output: { status: GSTIN_STATUS, taxpayerType: TAXPAYER_TYPE } },
  { type: 'xstate.error.actor.loadStatus', error: new Error(GSTIN_STATUS_FAULT) },
] as const;
