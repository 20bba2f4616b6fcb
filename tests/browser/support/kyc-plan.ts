import { assign } from 'xstate';
import type { AnyMachineSnapshot } from 'xstate';
import { kycMachine } from '../../../machines/onboarding/kyc.machine.ts';
import type { KycContext } from '../../../machines/onboarding/kyc.machine.ts';
import type { IdentityStepInput } from '../../../machines/onboarding/types.ts';
import { fieldsValid, withFieldErrors } from '../../../rules/onboarding/identity-fields.ts';
import { aadhaarError } from '../../../rules/identity/aadhaar.ts';
import { isLinked } from '../../support/events/kyc-events.ts';

// The DigiLocker KYC plan the browser replays: the machine with the app's field rules (so a
// planned field error is the screen's), and the step's sample events (tests/support/events/
// kyc-events.ts). Leaving for the provider page is the browser's own navigation, so the plan's
// redirect does nothing.

export const plannedKycMachine = kycMachine.provide({
  guards: { valid: ({ context }, params) => fieldsValid(context, params) },
  actions: {
    showErrors: assign(({ context }, params) => withFieldErrors(context, params)),
    redirectTo: () => {},
  },
});

export const kycInput: IdentityStepInput = { applicationId: 'planned', home: null, flags: null };

export function serializeKycState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as KycContext;
  const number = context.values.aadhaarNumber;
  return JSON.stringify({
    value: snapshot.value,
    aadhaar: aadhaarError(number ?? '') === null,
    linked: isLinked(number),
  });
}
