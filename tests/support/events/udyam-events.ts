import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { UdyamContext } from '../../../machines/onboarding/udyam.machine.ts';
import { SEEDS } from '../../fixtures/applicant.ts';
import { mobileHasUdyam, udyamNumbersFor } from '../../../server/onboarding/identity/rules.ts';

// Udyam verification's sample events, for its machine paths (tests/paths/udyam.paths.test.ts)
// and its browser paths (tests/browser/paths/udyam.spec.ts): only what the screens can produce.
// Outcomes follow the sandbox's own rules (server/onboarding/identity/rules.ts, docs/sandbox.md
// "Udyam"): a mobile ending in 0 has no registration, so that is the one way Send OTP fails; by
// number the list is that number, by mobile also UDYAM-MH-26- + the mobile's last 7 digits. Other
// failures are sandbox faults. Enter
// Udyam OTP's boxes are the otp child's (otp-events.ts): here the child only ends, with the list.

export const PHONE = '9876543210';
/** The number both runners seed the applicant with. */
export const UDYAM = SEEDS.udyam.registration.registrationNumber;
export const MOBILE = '9123456789';
/** The registration the sandbox derives from MOBILE (beside the applicant's own). */
export const MOBILE_UDYAM = udyamNumbersFor({ mobile: MOBILE }, null)[0]!;
export const NO_UDYAM_MOBILE = '9123456780';
export const NO_UDYAM_MESSAGE = 'No Udyam registration is linked to this mobile number.';
export const FAULT = 'Sandbox fault: the Udyam provider is unavailable.';

const contextOf = (snapshot: AnyMachineSnapshot): UdyamContext => snapshot.context as UdyamContext;

const registration = (number: string) => ({
  udyam_reg_no: number,
  enterprise_name: 'Verma Traders',
  enterprise_type: 'Micro',
});

export const sentTo = (context: UdyamContext): string =>
  context.values.lookup === 'mobile' ? (context.values.mobile ?? '') : PHONE;

/** Each screen's own fields; the entering screen's values are the ones the paths need. */
function changes(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  if (snapshot.matches('otp')) return [];
  if (snapshot.matches('list')) return [{ type: 'CHANGE', field: 'selected', value: UDYAM }];
  const byMobile = contextOf(snapshot).values.lookup === 'mobile';
  return [
    { type: 'CHANGE', field: 'lookup', value: byMobile ? 'number' : 'mobile' },
    ...(byMobile
      ? [
          { type: 'CHANGE', field: 'mobile', value: MOBILE },
          { type: 'CHANGE', field: 'mobile', value: NO_UDYAM_MOBILE },
        ]
      : [{ type: 'CHANGE', field: 'udyamNumber', value: UDYAM }]),
  ];
}

/** The lookup the screen sends: by number or by mobile, as the applicant chose. */
const lookupOf = (context: UdyamContext) =>
  context.values.lookup === 'mobile'
    ? { mobile: context.values.mobile ?? '' }
    : { udyamNumber: context.values.udyamNumber ?? '' };

/** How the call in flight can end, by the sandbox's rules. */
function outcomes(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = contextOf(snapshot);
  const sent = { request_id: 'planned', otp_sent_to: `XXXXXX${sentTo(context).slice(-4)}`, retry_after_seconds: 30 };
  if (snapshot.matches('restoring')) {
    return [
      { type: 'xstate.done.actor.readUdyamList', output: { registrations: [], otp: null } },
      { type: 'xstate.done.actor.readUdyamList', output: { registrations: [registration(UDYAM)], otp: null } },
      {
        type: 'xstate.done.actor.readUdyamList',
        output: {
          registrations: [],
          otp: {
            sent: { ...sent, otp_sent_to: `XXXXXX${MOBILE.slice(-4)}` },
            lookup: 'mobile',
            udyamNumber: '',
            mobile: MOBILE,
          },
        },
      },
      { type: 'xstate.error.actor.readUdyamList', error: new Error(FAULT) },
    ];
  }
  if (snapshot.matches('sending')) {
    return context.values.lookup === 'mobile' && !mobileHasUdyam(context.values.mobile ?? '')
      ? [{ type: 'xstate.error.actor.generateUdyamOtp', error: { field: 'mobile', message: NO_UDYAM_MESSAGE } }]
      : [{ type: 'xstate.done.actor.generateUdyamOtp', output: sent }];
  }
  // The otp child's code was right: the lender's list. By number it holds that registration, by
  // mobile also the mobile's own.
  if (snapshot.matches('otp')) {
    const list = udyamNumbersFor(lookupOf(context), UDYAM).map(registration);
    return [{ type: 'xstate.done.actor.otp', output: list }];
  }
  if (snapshot.matches({ list: 'submitting' })) {
    return [
      {
        type: 'xstate.done.actor.submitUdyam',
        output: {
          application: {
            id: 'planned',
            status: 'businessRegistrationDetailsUpdated',
            subStatus: 'udyamVerified',
            nextAction: 'serviceability',
            percentCompleted: 70,
          },
          udyam: { udyam_reg_no: UDYAM, verified: true },
        },
      },
      { type: 'xstate.error.actor.submitUdyam', error: new Error(FAULT) },
    ];
  }
  return [];
}

export function udyamEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  return [...changes(snapshot), ...outcomes(snapshot)];
}

/**
 * Only the outcomes `udyamEvents` offers: a call's result the sandbox cannot give here (a Send
 * OTP by a mobile ending in 0 that succeeds) would otherwise be sent bare.
 */
export function offeredOnly(_snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  return !/^xstate\.(done|error)\.actor\./.test(event.type) || 'output' in event || 'error' in event;
}
