import { assign } from 'xstate';
import type { AnyMachineSnapshot } from 'xstate';
import { lookupFields, udyamMachine } from '../../../machines/onboarding/udyam.machine.ts';
import type { UdyamContext } from '../../../machines/onboarding/udyam.machine.ts';
import type { IdentityStepInput } from '../../../machines/onboarding/types.ts';
import { fieldsValid, identityFieldErrors, withFieldErrors } from '../../../rules/onboarding/identity-fields.ts';
import { NO_UDYAM_MOBILE } from '../../support/events/udyam-events.ts';

// The plan the Udyam browser paths replay: the udyam machine with the app's real field rules
// (its API actors are the browser's), and the step's sample events (tests/support/events/
// udyam-events.ts).

export const plannedUdyamMachine = udyamMachine.provide({
  guards: { valid: ({ context }, params) => fieldsValid(context, params) },
  actions: { showErrors: assign(({ context }, params) => withFieldErrors(context, params)) },
});

export const udyamInput: IdentityStepInput = { applicationId: 'planned', home: null, flags: null };

export const contextOf = (snapshot: AnyMachineSnapshot): UdyamContext => snapshot.context as UdyamContext;

export function serializeUdyamState(snapshot: AnyMachineSnapshot): string {
  const context = contextOf(snapshot);
  const ok = (fields: readonly string[]) => Object.keys(identityFieldErrors(context.values, fields)).length === 0;
  return JSON.stringify({
    value: snapshot.value,
    lookup: context.values.lookup,
    found: ok(lookupFields(context.values)),
    noUdyam: context.values.mobile === NO_UDYAM_MOBILE,
    selected: ok(['selected']),
    listed: context.registrations.length,
  });
}
