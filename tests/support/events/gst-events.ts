import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { GSTIN } from '../../fixtures/applicant.ts';

// GSTIN verification's sample events, for its machine paths (tests/paths/gst.paths.test.ts) and
// its browser paths (tests/browser/paths/gst.spec.ts): per screen, only what a user (or the
// server) can produce there. The portal OTP's boxes are the otp child's (otp-events.ts): here the
// child only ends, with the portal's verification.

export const USERNAME = 'verma.traders';
/** The portal refuses API access to usernames starting "noapi" (docs/sandbox.md GST). */
export const REFUSED_USERNAME = 'noapi.trader';
/** The check character is wrong: refused before any call. */
export const WRONG_CHECK_GSTIN = `${GSTIN.slice(0, -1)}A`;
export const SERVER_FAULT = 'The lender could not save this just now.';
/** What the portal calls would say if §8 let them through; the screen must never show it. */
export const PORTAL_FAULT = 'GST portal gateway timed out at node 7.';

const position = (subStatus: string | null, nextAction: string) => ({
  id: 'planned',
  status: 'businessRegistrationDetailsUpdated',
  subStatus,
  nextAction,
  percentCompleted: 62,
});
const start = (status: string) => ({
  type: 'xstate.done.actor.loadGst',
  output: { gstin: GSTIN, status, taxpayerType: 'Regular' },
});
const error = (message: string) => new Error(message);
const otpSent = { otpSentTo: 'XXXXXX0302' };
const verified = { application: position('gstVerified', 'serviceability'), taxpayerType: 'Regular' };

/** Events the screen in `snapshot` can produce; bare events (SUBMIT, RETRY, …) come from the machine. */
export function gstEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  if (snapshot.matches('loading')) {
    return [
      start('notStarted'),
      start('loggedIn'),
      start('otpSent'),
      { type: 'xstate.error.actor.loadGst', error: error(SERVER_FAULT) },
    ];
  }
  if (snapshot.matches('gstinEntry')) {
    return [
      { type: 'CHANGE', field: 'gstin', value: GSTIN },
      { type: 'CHANGE', field: 'gstin', value: WRONG_CHECK_GSTIN },
    ];
  }
  if (snapshot.matches('confirming')) {
    return [
      {
        type: 'xstate.done.actor.confirmGstin',
        output: { gstin: GSTIN, taxpayerType: 'Regular', application: position(null, 'gstin') },
      },
      { type: 'xstate.error.actor.confirmGstin', error: error(SERVER_FAULT) },
    ];
  }
  if (snapshot.matches({ login: 'typing' })) return [{ type: 'CHANGE', field: 'username', value: USERNAME }];
  if (snapshot.matches({ login: 'loggingIn' })) {
    return [
      { type: 'xstate.done.actor.gstLogin', output: {} },
      { type: 'xstate.error.actor.gstLogin', error: error('API access is not enabled for this GST username.') },
    ];
  }
  if (snapshot.matches({ consent: 'asking' })) return [{ type: 'CHANGE', field: 'consent', value: 'true' }];
  if (snapshot.matches({ consent: 'consenting' })) {
    return [
      { type: 'xstate.done.actor.gstConsent', output: otpSent },
      { type: 'xstate.error.actor.gstConsent', error: error(PORTAL_FAULT) },
    ];
  }
  // The otp child's code was right: its answer is the portal's verification.
  if (snapshot.matches('otp')) return [{ type: 'xstate.done.actor.otp', output: verified }];
  if (snapshot.matches('skipping')) {
    return [
      {
        type: 'xstate.done.actor.skipGst',
        output: { application: { ...position(null, 'serviceability'), status: 'businessRegistrationDetailsSkipped' } },
      },
      { type: 'xstate.error.actor.skipGst', error: error(SERVER_FAULT) },
    ];
  }
  return [];
}
