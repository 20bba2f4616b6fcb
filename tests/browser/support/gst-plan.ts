import { assign } from 'xstate';
import type { AnyMachineSnapshot } from 'xstate';
import { gstMachine } from '../../../machines/onboarding/gst.machine.ts';
import type { GstContext } from '../../../machines/onboarding/gst.machine.ts';
import type { IdentityStepInput } from '../../../machines/onboarding/types.ts';
import type { HomeResponse } from '../../../rules/home.ts';
import { fieldsValid, identityFieldErrors, withFieldErrors } from '../../../rules/onboarding/identity-fields.ts';
import { GSTIN } from '../../fixtures/applicant.ts';
import { USERNAME } from '../../support/events/gst-events.ts';

// The GSTIN verification plan the browser replays: the machine with the app's field rules (the
// `valid` guard and `showErrors` are the app's, so a planned error is the screen's), and the
// step's sample events (tests/support/events/gst-events.ts).

export const plannedGstMachine = gstMachine.provide({
  guards: { valid: ({ context }, params) => fieldsValid(context, params) },
  actions: { showErrors: assign(({ context }, params) => withFieldErrors(context, params)) },
});

/**
 * An ordinary applicant, one the lender lets go on without a registration proof, and one who
 * reloads the username screen with a username typed (the draft the browser keeps).
 */
export const gstInputs: readonly IdentityStepInput[] = [
  { applicationId: 'planned', home: null, flags: null },
  { applicationId: 'planned', home: { skipBusinessRegistration: true } as HomeResponse, flags: null },
  { applicationId: 'planned', home: null, flags: null, draft: { gstin: GSTIN, username: USERNAME } },
];

// Per screen, only the field its guard reads.
const FIELD_OF: Record<string, string> = { gstinEntry: 'gstin', login: 'username', consent: 'consent' };

export function serializeGstState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as GstContext;
  const top = typeof snapshot.value === 'string' ? snapshot.value : (Object.keys(snapshot.value)[0] ?? '');
  const field = FIELD_OF[top];
  return JSON.stringify({
    value: snapshot.value,
    ok: field ? Object.keys(identityFieldErrors(context.values, [field])).length === 0 : null,
    skip: context.skipAllowed,
  });
}
